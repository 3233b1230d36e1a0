#if canImport(Testing)
import Testing
#endif
#if canImport(XCTest)
import XCTest
#endif
import Foundation

/// Reports a failed snapshot to whichever test framework is running: `Issue.record` inside a Swift
/// Testing test, `XCTFail` otherwise, and standard error when neither is present.
func recordSnapshotFailure(_ message: String, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
    #if canImport(Testing)
    if Test.current != nil {
        Issue.record(Comment(rawValue: message),
                     sourceLocation: SourceLocation(fileID: "\(fileID)", filePath: "\(filePath)",
                                                    line: Int(line), column: Int(column)))
        return
    }
    #endif
    #if canImport(XCTest)
    XCTFail(message, file: filePath, line: line)
    #else
    FileHandle.standardError.write(Data("\(filePath):\(line): snapshot failure: \(message)\n".utf8))
    #endif
}
