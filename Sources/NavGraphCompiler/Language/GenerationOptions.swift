/// The graph's top-level `generate:` options: which UI framework the generated FlowControllers and
/// renderer target, and the access level of the generated declarations.
///
/// At most one file of a graph holds `generate:`; a graph without it gets the defaults (UIKit,
/// internal). The front end reads and checks these; `ContractsTranslator`, `UIKitTranslator`,
/// `SwiftUITranslator` and `SwiftCodeWriter` follow them (see docs/Generation.md).
public struct GenerationOptions: Sendable, Hashable {
    /// `ui:`: what FlowControllers are and what renders the navigation.
    public enum UserInterface: String, CaseIterable, Sendable, Hashable {
        /// FlowControllers are view controllers; UIKit renders the navigation (the default).
        case uikit
        /// FlowControllers are main-actor objects providing SwiftUI views; SwiftUI renders it.
        case swiftui
    }

    /// `access:`: the access level of every generated declaration the app uses.
    public enum AccessLevel: String, CaseIterable, Sendable, Hashable {
        /// Visible inside the module that holds the graph (the default).
        case `internal`
        /// Visible to other modules, so FlowControllers may live in feature modules.
        case `public`
    }

    /// The UI framework.
    public var ui: UserInterface
    /// The access level.
    public var access: AccessLevel

    /// Options with the given values; the defaults are UIKit and internal.
    public init(ui: UserInterface = .uikit, access: AccessLevel = .internal) {
        self.ui = ui
        self.access = access
    }
}
