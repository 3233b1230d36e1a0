import CProcessShims

/// How the command line asks the C allocator to reuse the memory of large blocks.
///
/// A run makes and frees the same large blocks thousands of times: every cell's page (tens of
/// megabytes at 3x), its text-free page for the audits, its encoded PNG, every contact sheet page.
/// glibc maps each block over 32 MiB (and most over 128 KiB) fresh from the kernel and unmaps it
/// when freed, so every page of every block is faulted in and zeroed again: in a full-matrix
/// render that was a fifth of the CPU time. With blocks up to `largestReused` served from the heap
/// and freed memory kept, a block reuses pages that are already mapped. Only the program's entry
/// point does this (`SnapshotCommandLine.main`); a library never changes its host's allocator.
public enum LargeBlockReuse {
    /// Blocks up to this size come from the heap and are reused: the largest page a render can
    /// make (2^27 pixels of 4 bytes).
    public static let largestReused = 512 << 20

    /// Applies the settings to this process; false when the allocator refused them (the run then
    /// goes on as before).
    @discardableResult
    public static func enable() -> Bool {
        nhs_reuse_large_blocks(largestReused) == 1
    }
}
