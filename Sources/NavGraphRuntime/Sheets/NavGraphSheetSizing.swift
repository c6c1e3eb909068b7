/// A FlowController that gives the height of the sheet it is presented in, at run time: the
/// contract of a screen or flow that a route presents with `{ height: app }` among its detents
/// refines it. An account switcher answers `360 + 60 × accounts`.
///
/// The renderer asks it when it presents the sheet, and again whenever the FlowController says
/// its answers changed (`presentationChanged()`): UIKit through the custom detent's resolver
/// (sorting the detents again and calling `invalidateDetents()`), SwiftUI by drawing
/// `.height(_:)` again. A height above the largest a sheet has is the largest.
@MainActor
public protocol NavGraphSheetSizing: NavGraphFlowController {
    /// The sheet's height, in points, now.
    func sheetHeight() -> Double
}

extension NavGraphStateMachine {
    /// The height the screen of the presented entry `id` gives its sheet now (`{ height: app }`):
    /// the first of its own screens that gives one; `nil` when none does.
    public func sheetHeight(of id: NavGraphEntryID) -> Double? {
        ownEntries(of: id).lazy.compactMap { self.flowController(for: $0) as? any NavGraphSheetSizing }.first?.sheetHeight()
    }

    /// `detent`, one of the presented entry `id`'s, as it is drawn now: `{ height: app }` as the
    /// height its screen gives, or the largest a sheet has (`large`) while none gives one.
    public func resolved(_ detent: NavGraphDetent, of id: NavGraphEntryID) -> NavGraphDetent {
        guard detent == .appHeight else { return detent }
        return sheetHeight(of: id).map(detent.resolving(appHeight:)) ?? .large
    }

    /// The detents of the presented entry `id` as its route lists them, each as it is drawn now
    /// (`resolved(_:of:)`).
    public func resolvedDetents(of id: NavGraphEntryID) -> [NavGraphDetent] {
        (state[id]?.presentation?.detents ?? NavGraphDetent.graphDefault).map { resolved($0, of: id) }
    }
}
