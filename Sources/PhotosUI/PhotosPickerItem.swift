import Foundation
import ViewKit

/// An item picked from the photo library, as PhotosUI's `PhotosPickerItem`. None is ever picked
/// here; one made in code loads nothing.
public nonisolated struct PhotosPickerItem: Equatable, Hashable, Sendable {
    /// The library's identifier of the item, when known.
    public let itemIdentifier: String?

    /// An item standing for the library's item `itemIdentifier`.
    public init(itemIdentifier: String) {
        self.itemIdentifier = itemIdentifier
    }

    /// The item as `type` (nil here: there is no library to load it from).
    public func loadTransferable<T: Transferable>(type: T.Type) async throws -> T? { nil }

    /// Which encoding a picked item is given in, as PhotosUI's.
    public nonisolated struct EncodingDisambiguationPolicy: Hashable, Sendable {
        let name: String
        /// The system's choice.
        public static let automatic = EncodingDisambiguationPolicy(name: "automatic")
        /// The item's own encoding.
        public static let current = EncodingDisambiguationPolicy(name: "current")
        /// The most compatible encoding.
        public static let compatible = EncodingDisambiguationPolicy(name: "compatible")
    }
}

/// How several picks are made, as PhotosUI's `PhotosPickerSelectionBehavior`.
public nonisolated struct PhotosPickerSelectionBehavior: Hashable, Sendable {
    let name: String
    /// Picked, then confirmed.
    public static let `default` = PhotosPickerSelectionBehavior(name: "default")
    /// Numbered in the order picked.
    public static let ordered = PhotosPickerSelectionBehavior(name: "ordered")
    /// Updated as each is picked.
    public static let continuous = PhotosPickerSelectionBehavior(name: "continuous")
    /// Updated as each is picked, in order.
    public static let continuousAndOrdered = PhotosPickerSelectionBehavior(name: "continuousAndOrdered")
}

/// Which items the picker offers, as PhotosUI's `PHPickerFilter`.
public nonisolated struct PHPickerFilter: Hashable, Sendable {
    let description: String
    /// Photos.
    public static let images = PHPickerFilter(description: "images")
    /// Videos.
    public static let videos = PHPickerFilter(description: "videos")
    /// Live photos.
    public static let livePhotos = PHPickerFilter(description: "livePhotos")
    /// Screenshots.
    public static let screenshots = PHPickerFilter(description: "screenshots")
    /// Screen recordings.
    public static let screenRecordings = PHPickerFilter(description: "screenRecordings")
    /// Panoramas.
    public static let panoramas = PHPickerFilter(description: "panoramas")
    /// Bursts.
    public static let bursts = PHPickerFilter(description: "bursts")
    /// Slow-motion videos.
    public static let slomoVideos = PHPickerFilter(description: "slomoVideos")
    /// Time-lapse videos.
    public static let timelapseVideos = PHPickerFilter(description: "timelapseVideos")
    /// Depth-effect photos.
    public static let depthEffectPhotos = PHPickerFilter(description: "depthEffectPhotos")
    /// Cinematic videos.
    public static let cinematicVideos = PHPickerFilter(description: "cinematicVideos")

    /// Items matching any of `filters`.
    public static func any(of filters: [PHPickerFilter]) -> PHPickerFilter {
        PHPickerFilter(description: "any(" + filters.map(\.description).joined(separator: ",") + ")")
    }

    /// Items matching all of `filters`.
    public static func all(of filters: [PHPickerFilter]) -> PHPickerFilter {
        PHPickerFilter(description: "all(" + filters.map(\.description).joined(separator: ",") + ")")
    }

    /// Items not matching `filter`.
    public static func not(_ filter: PHPickerFilter) -> PHPickerFilter {
        PHPickerFilter(description: "not(" + filter.description + ")")
    }
}
