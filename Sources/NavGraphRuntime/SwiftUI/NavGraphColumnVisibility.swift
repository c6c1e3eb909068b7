/// Which columns of a split flow a `NavigationSplitView` shows where the width allows (SwiftUI's
/// `NavigationSplitViewVisibility`, as a plain value the binding layer can hand out without
/// SwiftUI).
public enum NavGraphColumnVisibility: Hashable, Sendable {
    /// "Use the default leading column visibility for the current device."
    case automatic
    /// Every column.
    case all
    /// The last two columns: "Hide the leading column of a three-column navigation split view,
    /// so that just the content and detail columns show."
    case doubleColumn
    /// The last column only: "Hide the leading two columns of a three-column navigation split
    /// view, so that just the detail area shows."
    case detailOnly
}
