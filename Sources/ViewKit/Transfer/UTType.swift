import Foundation

/// A kind of content, as `UniformTypeIdentifiers`' `UTType` (which this platform lacks): an
/// identifier in reverse-DNS form, the kinds it conforms to, and its tags (filename extensions
/// and MIME types). The system's kinds are the statics (`UTType.pdf`, `.png`, `.plainText`...,
/// `UTTypeCatalogue`); a kind of your own is declared by `init(exportedAs:conformingTo:)` or
/// `init(importedAs:conformingTo:)` and then found by its identifier, extension and MIME type.
/// Equal, and hashed, by identifier; encoded as the identifier.
public nonisolated struct UTType: Hashable, Sendable, Codable, CustomStringConvertible, CustomDebugStringConvertible {
    /// The type's identifier, for example `com.adobe.pdf`.
    public let identifier: String
    /// The identifiers of the types it conforms to directly.
    let parents: [String]
    /// Its filename extensions, preferred first.
    let filenameExtensions: [String]
    /// Its MIME types, preferred first.
    let mimeTypes: [String]
    /// What a person reads for it.
    let summary: String?
    /// How it came to be known.
    let origin: Origin

    enum Origin: Sendable {
        case system, exported, imported, dynamic
    }

    init(identifier: String, parents: [String], extensions: [String] = [], mimeTypes: [String] = [],
         summary: String? = nil, origin: Origin) {
        self.identifier = identifier
        self.parents = parents
        filenameExtensions = extensions
        self.mimeTypes = mimeTypes
        self.summary = summary
        self.origin = origin
    }

    /// The known type with `identifier` (a system type, or one declared with `exportedAs` or
    /// `importedAs`); nil when none is known, as on iOS for an undeclared identifier.
    public init?(_ identifier: String) {
        guard let known = UTTypeRegistry.shared.type(identifier: identifier) else { return nil }
        self = known
    }

    /// Declares a type your app owns (iOS reads the declaration from the app's Info.plist; here
    /// the call declares it), conforming to `parentType`, else to `public.data`.
    public init(exportedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self = UTTypeRegistry.shared.declare(identifier, conformingTo: parentType, origin: .exported)
    }

    /// Declares a type another app owns that yours reads, as `init(exportedAs:conformingTo:)`.
    public init(importedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self = UTTypeRegistry.shared.declare(identifier, conformingTo: parentType, origin: .imported)
    }

    /// The type whose files end in `filenameExtension` (any case) and that conforms to
    /// `supertype`: a known one, else a dynamic type (`isDynamic`) conforming to `supertype`.
    /// Nil only for an empty extension.
    public init?(filenameExtension: String, conformingTo supertype: UTType = .data) {
        guard let found = UTTypeRegistry.shared.type(tag: filenameExtension, of: .filenameExtension, conformingTo: supertype)
        else { return nil }
        self = found
    }

    /// The type of `mimeType` that conforms to `supertype`, as `init(filenameExtension:conformingTo:)`.
    public init?(mimeType: String, conformingTo supertype: UTType = .data) {
        guard let found = UTTypeRegistry.shared.type(tag: mimeType, of: .mimeType, conformingTo: supertype) else { return nil }
        self = found
    }

    /// The type for `tag` of `tagClass` conforming to `supertype`, as the two initialisers above.
    public init?(tag: String, tagClass: UTTagClass, conformingTo supertype: UTType?) {
        guard let found = UTTypeRegistry.shared.type(tag: tag, of: tagClass, conformingTo: supertype ?? .item) else { return nil }
        self = found
    }

    /// The extension a file of this type is given, if it has one.
    public var preferredFilenameExtension: String? { filenameExtensions.first }

    /// The MIME type this type is sent as, if it has one.
    public var preferredMIMEType: String? { mimeTypes.first }

    /// Every tag of the type, by class.
    public var tags: [UTTagClass: [String]] {
        var tags: [UTTagClass: [String]] = [:]
        if !filenameExtensions.isEmpty { tags[.filenameExtension] = filenameExtensions }
        if !mimeTypes.isEmpty { tags[.mimeType] = mimeTypes }
        return tags
    }

    /// What a person reads for the type ("PDF document"), in English; nil for a dynamic type.
    public var localizedDescription: String? { summary }

    /// Whether the type is declared: a system type, or one declared with `exportedAs`/`importedAs`.
    public var isDeclared: Bool { origin != .dynamic }

    /// Whether the type was made up for a tag no declared type has.
    public var isDynamic: Bool { origin == .dynamic }

    /// Whether the type is one of the system's public types (`public.` identifiers).
    public var isPublic: Bool { identifier.hasPrefix("public.") }

    /// The types this type conforms to, directly or through others (not itself).
    public var supertypes: Set<UTType> {
        var found: Set<UTType> = []
        var pending = parents
        while let next = pending.popLast() {
            guard let type = UTTypeRegistry.shared.type(identifier: next), found.insert(type).inserted else { continue }
            pending += type.parents
        }
        return found
    }

    /// Whether this type is `type` or conforms to it, directly or through others.
    public func conforms(to type: UTType) -> Bool {
        identifier == type.identifier || supertypes.contains(type)
    }

    /// Whether `type` conforms to this one and is another type.
    public func isSupertype(of type: UTType) -> Bool {
        type != self && type.conforms(to: self)
    }

    /// Whether this type conforms to `type` and is another type.
    public func isSubtype(of type: UTType) -> Bool {
        self != type && conforms(to: type)
    }

    public static func == (lhs: UTType, rhs: UTType) -> Bool { lhs.identifier == rhs.identifier }

    public func hash(into hasher: inout Hasher) { hasher.combine(identifier) }

    /// The identifier.
    public var description: String { identifier }

    /// The identifier.
    public var debugDescription: String { identifier }

    /// Reads a type from its identifier: a known one, else a dynamic type conforming to `public.data`.
    public init(from decoder: any Decoder) throws {
        let identifier = try decoder.singleValueContainer().decode(String.self)
        self = UTType(identifier) ?? UTType(identifier: identifier, parents: [UTType.data.identifier], origin: .dynamic)
    }

    /// Writes the identifier.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(identifier)
    }
}

/// A class of tags a type has, as `UniformTypeIdentifiers`' `UTTagClass`.
public nonisolated struct UTTagClass: Hashable, Sendable, RawRepresentable, CustomStringConvertible {
    /// The class's identifier.
    public let rawValue: String

    /// The class with identifier `rawValue`.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Filename extensions, without the dot (`pdf`).
    public static let filenameExtension = UTTagClass(rawValue: "public.filename-extension")
    /// MIME types (`application/pdf`).
    public static let mimeType = UTTagClass(rawValue: "public.mime-type")

    /// The identifier.
    public var description: String { rawValue }
}
