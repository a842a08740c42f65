/** Directory helpers every module shares: recreate, delete, size of a tree, free space. Uses the JDK only. */
package persistencebench.harness.files;
