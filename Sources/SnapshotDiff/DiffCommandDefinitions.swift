import ArgumentParsing
extension CommandDefinition {
    /// `nhs-snapshots diff EXPECTED ACTUAL [options]`.
    public static let diff = CommandDefinition(
        name: "diff", summary: "Compare two PNG files or two folders of them (EXPECTED ACTUAL).",
        details: """
            EXPECTED and ACTUAL are two PNG files or two folders (searched recursively; images are
            matched by relative path and reported as changed, added, removed or unchanged). Either
            side may be git:REF (the committed Snapshots/ at that revision) or git:REF:PATH, read
            from the repository without a checkout.
            Files with the same bytes match without being decoded (even when they are not PNGs).
            Other files are decoded (any PNG colour type and bit depth) and compared pixel by pixel.
            Each changed, added or removed image gets a line with its numbers; the last line is
            "differing pixels: N", the sum over all pairs.
            Exit status: 0 everything matches, 1 something differs, 2 usage or input error
            (a missing, unreadable, corrupt, truncated, non-PNG or oversized file, an empty
            folder, the same path twice, a file against a folder).
            """,
        options: [
            .value("--threshold", "ΔE", "largest colour difference that still matches, in the metric's units "
                + "(default: 0, exact: any byte difference counts; with --perceptual 0.8; with --metric pixelmatch "
                + "pixelmatch's 0…1, default 0.1)"),
            .value("--metric", "NAME", "ciede2000, cie94, cie76 (ΔE in CIELAB) or pixelmatch (pixelmatch 7.2's YIQ "
                + "test, its threshold and antialiasing rule; counts as pixelmatch and Playwright count) "
                + "(default: ciede2000)"),
            .flag("--include-aa", "with --metric pixelmatch: count antialiasing pixels too, as pixelmatch's "
                + "includeAA (default: off, they are left out as pixelmatch leaves them out)"),
            .flag("--perceptual", "compare as a person sees: threshold 0.8 ΔE00 (about one just-noticeable "
                + "difference) and antialiasing ignored (default: off)"),
            .flag("--ignore-antialiasing", "leave pixels of a moved antialiased edge out of the count "
                + "(default: off; they are counted and shown yellow)"),
            .value("--max-diff-pixels", "N", "a pair still passes with at most N differing pixels (default: 0)"),
            .value("--max-diff-ratio", "R", "a pair still passes with at most this share of differing pixels, "
                + "0…1 or a percentage like 0.5% (default: 0)"),
            .value("--diff-out", "FILE|DIR", "write the expected | actual | diff composite of each image that "
                + "differs (nothing for a match): to FILE.png when comparing two files, else into DIR as "
                + "<name>.composite.png (default: none)"),
            .value("--report", "DIR", "write a report folder: documents, and each differing image's expected, "
                + "actual, diff and composite under DIR/images (default: none)"),
            .value("--format", "LIST", "report documents, comma-separated from html, md, json, junit "
                + "(default: html,md,json,junit; needs --report)"),
            .value("--jobs", "N", "images compared at once in folder mode (default: every core)"),
            .help,
        ],
        maximumPositionals: 2, positionalUsage: "EXPECTED ACTUAL")

    /// `nhs-snapshots report --merge DIR... --out DIR [--format LIST]`.
    public static let report = CommandDefinition(
        name: "report", summary: "Merge the report folders of CI shards into one (--merge DIR... --out DIR).",
        details: """
            Each DIR is a report folder written by `diff --report` or `verify` (or its report.json).
            Their entries and images are combined into --out; an image present in two shards, or
            shards compared with different options, is an error.
            Exit status: 0 every merged image matches, 1 something differs, 2 usage or input error.
            """,
        options: [
            .flag("--merge", "merge the report folders given as arguments (required)"),
            .value("--out", "DIR", "the merged report folder (required)"),
            .value("--format", "LIST", "documents to write, comma-separated from html, md, json, junit "
                + "(default: html,md,json,junit)"),
            .help,
        ],
        maximumPositionals: Int.max, positionalUsage: "DIR...")
}
