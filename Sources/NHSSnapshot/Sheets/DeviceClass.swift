import ViewKit

/// The two kinds of screen a contact sheet groups: phones (compact width) and iPads (regular).
/// Sheets are split by class, so a phone's column is never as wide as an iPad's.
public enum DeviceClass: String, CaseIterable, Hashable, Sendable, Comparable {
    /// Compact-width screens.
    case phones
    /// Regular-width screens.
    case iPads

    /// The class of `device`, from its horizontal size class.
    public init(_ device: Device) {
        self = device.horizontalSizeClass == .regular ? .iPads : .phones
    }

    /// The lower-case name used in file names: `phones`, `ipads`.
    public var fileName: String { rawValue.lowercased() }

    /// Phones first.
    public static func < (lhs: DeviceClass, rhs: DeviceClass) -> Bool {
        lhs == .phones && rhs == .iPads
    }
}
