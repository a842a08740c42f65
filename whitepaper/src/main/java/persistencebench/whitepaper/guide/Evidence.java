package persistencebench.whitepaper.guide;

/**
 * Where the document shows what a guide row rests on: a section's anchor and the words of the link.
 *
 * @param anchor the section's id in the document
 * @param title  the link's text
 */
public record Evidence(String anchor, String title) {

    /** An AsciiDoc cross reference to the section. */
    public String link() {
        return "<<" + anchor + "," + title + ">>";
    }
}
