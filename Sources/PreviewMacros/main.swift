import Foundation

// The compiler plugin behind the kit's `#Preview` and `@Previewable`: the compiler runs it and
// asks, message by message, for each use's expansion. It is written without swift-syntax (which
// cannot be fetched here) against the compiler's plugin protocol: each message is JSON, preceded
// by its length in bytes as a little-endian 64-bit integer, on standard input and output.
//
// Both macros expand to nothing: the preview's closure is type-checked against the macro's
// signature (so a mistake in it is still reported) and then dropped, as a device build drops it.

/// The protocol version this plugin speaks (the compiler's own at the time of writing).
let pluginProtocolVersion = 7

let input = FileHandle.standardInput
let output = FileHandle.standardOutput

/// Reads exactly `count` bytes; nil at the end of input.
func readBytes(_ count: Int) -> Data? {
    var data = Data()
    while data.count < count {
        let chunk = input.readData(ofLength: count - data.count)
        if chunk.isEmpty { return nil }
        data.append(chunk)
    }
    return data
}

/// The next message, as a JSON object; nil when the compiler closes the connection.
func nextMessage() -> [String: Any]? {
    guard let header = readBytes(8) else { return nil }
    let length = header.withUnsafeBytes { UInt64(littleEndian: $0.loadUnaligned(as: UInt64.self)) }
    guard let payload = readBytes(Int(length)),
          let message = try? JSONSerialization.jsonObject(with: payload) as? [String: Any] else { return nil }
    return message
}

/// Sends `message` to the compiler.
func send(_ message: [String: Any]) {
    guard let payload = try? JSONSerialization.data(withJSONObject: message, options: [.sortedKeys]) else { return }
    var length = UInt64(payload.count).littleEndian
    output.write(Data(bytes: &length, count: 8))
    output.write(payload)
}

/// The answer to one message from the compiler.
func answer(_ message: [String: Any]) -> [String: Any] {
    if let request = message["getCapability"] as? [String: Any] {
        let hostVersion = (request["capability"] as? [String: Any])?["protocolVersion"] as? Int ?? pluginProtocolVersion
        return ["getCapabilityResult": ["capability": ["protocolVersion": min(hostVersion, pluginProtocolVersion)]]]
    }
    if message["expandFreestandingMacro"] != nil || message["expandAttachedMacro"] != nil {
        return ["expandMacroResult": ["expandedSource": "", "diagnostics": [Any]()]]
    }
    if message["loadPluginLibrary"] != nil {
        return ["loadPluginLibraryResult": ["loaded": false, "diagnostics": [Any]()]]
    }
    return ["expandMacroResult": ["expandedSource": NSNull(), "diagnostics": [Any]()]]
}

while let message = nextMessage() {
    send(answer(message))
}
