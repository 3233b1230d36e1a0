import Foundation

/// An encoder of whole values, as Combine's `TopLevelEncoder` (this platform has no Combine):
/// what `CodableRepresentation` encodes with.
public protocol TopLevelEncoder {
    /// What the encoder makes, `Data` for Foundation's.
    associatedtype Output
    /// `value`, encoded.
    func encode<T: Encodable>(_ value: T) throws -> Output
}

/// A decoder of whole values, as Combine's `TopLevelDecoder`: what `CodableRepresentation` decodes with.
public protocol TopLevelDecoder {
    /// What the decoder reads, `Data` for Foundation's.
    associatedtype Input
    /// A value of `type` read from `input`.
    func decode<T: Decodable>(_ type: T.Type, from input: Input) throws -> T
}

extension JSONEncoder: TopLevelEncoder {}
extension JSONDecoder: TopLevelDecoder {}
extension PropertyListEncoder: TopLevelEncoder {}
extension PropertyListDecoder: TopLevelDecoder {}
