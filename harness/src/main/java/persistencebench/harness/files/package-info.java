/** Directory helpers every module shares: recreate, delete, size of a tree. Uses the JDK only. */
package persistencebench.harness.files;
