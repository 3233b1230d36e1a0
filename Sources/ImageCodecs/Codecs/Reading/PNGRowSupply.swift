/// Where `PNGRowReader` takes its rows from: libpng reading the file as it goes, or a whole
/// decoded image.
protocol PNGRowSupply: AnyObject {
    /// Lends the next rows, at least one and at most `maxRows`, as contiguous RGBA8 for the call
    /// only, and returns how many; 0 when the file has no more (it ended early, if rows were due).
    func lend(maxRows: Int, _ body: (UnsafeRawBufferPointer, Int) throws -> Void) throws -> Int
    /// After the last row: reads the rest of the file and throws unless it ends properly.
    func finish() throws
}
