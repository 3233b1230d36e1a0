/// One writer's side of `PNGStreamEncoder`: takes whole rows of straight RGBA8 in order and writes
/// the file's bytes to its output as it goes.
protocol RowStreamEncoding: AnyObject {
    /// Encodes `count` rows at `rows` (`width × 4` bytes each, no padding).
    func append(_ rows: UnsafePointer<UInt8>, count: Int) throws
    /// Writes the end of the file; called once, after the last row.
    func finish() throws
}
