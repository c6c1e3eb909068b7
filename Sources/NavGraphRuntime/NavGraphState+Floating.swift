/// An overlay its screen has shrunk into picture in picture (`shrinks: app`): it floats over every
/// screen, outside the way a person sees, kept under the flow whose route it is
/// (`NavGraphEntry.floating`).
extension NavGraphState {
    /// The overlay that floats shrunk with `id` in it (`id` itself, or a screen inside it), if any.
    public func floatingOverlay(containing id: NavGraphEntryID) -> NavGraphEntryID? {
        guard let presented = lineage(of: id).first(where: { entries[$0]?.presentation != nil }),
              let flow = entries[presented]?.parent, entries[flow]?.floating == presented else { return nil }
        return presented
    }

    /// The overlays floating shrunk now, oldest first (at most one: one overlay at a time).
    public var floatingOverlays: [NavGraphEntryID] {
        entries.values.compactMap(\.floating).sorted()
    }
}
