import Foundation

/// The types the process knows: the system's (`UTTypeCatalogue`) and those its code declared
/// (`UTType(exportedAs:)`, `UTType(importedAs:)`), by identifier and by tag. Shared by every
/// thread under a lock.
nonisolated final class UTTypeRegistry: @unchecked Sendable {
    static let shared = UTTypeRegistry()

    private let lock = NSLock()
    private var byIdentifier: [String: UTType] = [:]
    /// Every known type in the order it became known: tags are looked up in this order, so a
    /// system type wins over a declared one with the same extension.
    private var ordered: [UTType] = []

    private init() {
        for type in UTTypeCatalogue.systemTypes { add(type) }
    }

    private func add(_ type: UTType) {
        if byIdentifier.updateValue(type, forKey: type.identifier) == nil {
            ordered.append(type)
        } else if let index = ordered.firstIndex(of: type) {
            ordered[index] = type
        }
    }

    /// The known type with `identifier`.
    func type(identifier: String) -> UTType? {
        lock.lock()
        defer { lock.unlock() }
        return byIdentifier[identifier]
    }

    /// Declares `identifier` (a system type keeps its own declaration): a type conforming to
    /// `parent`, else to `public.data`.
    func declare(_ identifier: String, conformingTo parent: UTType?, origin: UTType.Origin) -> UTType {
        lock.lock()
        defer { lock.unlock() }
        if let known = byIdentifier[identifier], known.origin == .system { return known }
        let declared = UTType(identifier: identifier, parents: [(parent ?? .data).identifier], origin: origin)
        add(declared)
        return declared
    }

    /// The first known type tagged `tag` (case does not matter) in `tagClass` that conforms to
    /// `supertype`, else a dynamic type for the tag conforming to `supertype`; nil for an empty tag.
    func type(tag: String, of tagClass: UTTagClass, conformingTo supertype: UTType) -> UTType? {
        let wanted = tag.lowercased()
        guard !wanted.isEmpty else { return nil }
        lock.lock()
        let candidates = ordered.filter { type in
            let tags = tagClass == .filenameExtension ? type.filenameExtensions : tagClass == .mimeType ? type.mimeTypes : []
            return tags.contains { $0.lowercased() == wanted }
        }
        lock.unlock()
        // Conformance reads the registry again, so it is checked outside the lock.
        if let known = candidates.first(where: { $0.conforms(to: supertype) }) { return known }
        let extensions = tagClass == .filenameExtension ? [tag] : []
        let mimeTypes = tagClass == .mimeType ? [tag] : []
        return UTType(identifier: "dyn.\(tagClass == .mimeType ? "mime" : "ext").\(wanted)", parents: [supertype.identifier],
                      extensions: extensions, mimeTypes: mimeTypes, origin: .dynamic)
    }
}
