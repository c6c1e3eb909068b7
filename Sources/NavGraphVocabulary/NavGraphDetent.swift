/// A height a sheet can rest at (UIKit's sheet detents): one item of the graph's `detents:`
/// (parsed by raw value).
///
/// Ordered by height, smallest first: UIKit wants a sheet's detents "in order from smallest to
/// largest height" (UISheetPresentationController.h), whatever order the graph lists them in.
public enum NavGraphDetent: String, CaseIterable, Hashable, Sendable, Codable, Comparable {
    /// About half the screen.
    case medium
    /// The full height of a sheet.
    case large

    /// The heights of a sheet whose route names no `detents`.
    public static let graphDefault: [NavGraphDetent] = [.large]

    /// Whether `lhs` is the lower height.
    public static func < (lhs: NavGraphDetent, rhs: NavGraphDetent) -> Bool {
        lhs.heightRank < rhs.heightRank
    }

    private var heightRank: Int {
        switch self {
        case .medium: 0
        case .large: 1
        }
    }
}
