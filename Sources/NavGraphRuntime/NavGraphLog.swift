/// Where the runtime says why it ignored something: a route from a screen that is not on top, a
/// second tap while a transition runs. Silent in release builds of the runtime.
enum NavGraphLog {
    /// Reports an ignored request in debug builds.
    static func ignored(_ message: String) {
        #if DEBUG
        print("NavGraph: ignored: \(message)")
        #endif
    }
}
