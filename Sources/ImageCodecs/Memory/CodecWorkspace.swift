import Foundation

/// The reusable memory of the PNG codecs, as a value that is passed: a pool of scratch buffers
/// (filtered rows when encoding and decoding, and the raster's drawing surfaces) and a cache of
/// encoded DEFLATE blocks (`pixelRuns` and the quick encoder). One owner keeps one workspace for
/// its run: the raster's `Renderer` holds one for the pages it draws and encodes, the diff program
/// holds its own. Reuse only saves time: the bytes written never depend on what a workspace
/// encoded before. Safe to use from several threads at once.
public struct CodecWorkspace: Sendable {
    /// Large temporary buffers lent to one caller at a time.
    package let scratch: ScratchBuffers
    /// Recently written DEFLATE blocks, copied when the same input comes again.
    let blocks: EncodedBlockCache

    /// An empty workspace: up to two idle buffers a core, each up to 64 MiB (the largest card page,
    /// an iPad Pro 13" at 2x and the largest text size, is about 40 MiB), and 48 remembered blocks.
    public init() {
        self.init(scratch: ScratchBuffers(keep: 2 * max(1, ProcessInfo.processInfo.activeProcessorCount),
                                          largestKept: 64 << 20),
                  blocks: EncodedBlockCache(capacity: 48))
    }

    init(scratch: ScratchBuffers, blocks: EncodedBlockCache) {
        self.scratch = scratch
        self.blocks = blocks
    }
}
