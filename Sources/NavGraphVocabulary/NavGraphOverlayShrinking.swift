/// Who shrinks an overlay (`presentation: overlay`) into picture in picture: the graph's
/// `shrinks:` on the overlay's route (parsed by raw value). Without the key the overlay covers and
/// holds everything until it finishes.
public enum NavGraphOverlayShrinking: String, CaseIterable, Hashable, Sendable {
    /// `shrinks: app`: the overlay's screen decides when (a call shrunk into picture in picture
    /// that floats over every screen while the app below is used again, and grows back), through
    /// its FlowController's `shrinkOverlay()` and `expandOverlay()`.
    case app
}
