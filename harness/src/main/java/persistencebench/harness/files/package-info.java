/** File helpers every module shares: recreate, delete, size of a tree, free space, replace a file whole, digest a tree. Uses the JDK only. */
package persistencebench.harness.files;
