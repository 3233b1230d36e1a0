import Foundation

/// The text a C shim wrote into an error buffer, up to its terminating zero.
func shimMessage(_ buffer: [CChar]) -> String {
    String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
}
