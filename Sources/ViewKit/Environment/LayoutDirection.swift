import SharedValues

/// The reading direction of a layout, as in SwiftUI (declared once in `SharedValues`, which the
/// display list shares).
public typealias LayoutDirection = SharedValues.LayoutDirection

/// How the lines of a multi-line text align, as in SwiftUI (declared once in `SharedValues`).
public typealias TextAlignment = SharedValues.TextAlignment
