/// A height a sheet can rest at (UIKit's sheet detents): one item of the graph's `detents:`
/// (parsed by raw value).
public enum NavGraphDetent: String, CaseIterable, Hashable, Sendable, Codable {
    /// About half the screen.
    case medium
    /// The full height of a sheet.
    case large

    /// The heights of a sheet whose route names no `detents`.
    public static let graphDefault: [NavGraphDetent] = [.large]
}
