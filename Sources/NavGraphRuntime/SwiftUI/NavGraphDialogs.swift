#if canImport(SwiftUI)
import SwiftUI

/// The alert or confirmation dialog an entry presents, drawn by SwiftUI's own modifiers from what
/// the dialog's FlowController describes. A button reports the person's choice to the navigator
/// (`answer(_:button:)`), whose handlers then run; SwiftUI dismisses the dialog "after the action
/// runs". A confirmation dialog dismissed without a button (tapped away on an iPad) writes
/// `false`, which the navigator follows as a dismissal: the route ends without feedback.
@MainActor
struct NavGraphDialogs: ViewModifier {
    @ObservedObject var scene: NavGraphScene
    let presenter: NavGraphEntryID

    func body(content: Content) -> some View {
        let alert = shown(as: .alert)
        let dialog = shown(as: .confirmationDialog)
        content
            .alert(Text(alert?.alert.title ?? ""), isPresented: isPresented(as: .alert), presenting: alert) { shown in
                buttons(of: shown)
            } message: { shown in
                if let message = shown.alert.message { Text(message) }
            }
            .confirmationDialog(Text(dialog?.alert.title ?? ""), isPresented: isPresented(as: .confirmationDialog), titleVisibility: .visible, presenting: dialog) { shown in
                buttons(of: shown)
            } message: { shown in
                if let message = shown.alert.message { Text(message) }
            }
    }

    /// The dialog of this kind the presenter shows, with its entry.
    private func shown(as kind: NavGraphSwiftUINavigator.PresentationKind) -> (id: NavGraphEntryID, alert: NavGraphShownAlert)? {
        guard let id = scene.navigator.presented(over: presenter, as: kind),
              let screen = scene.navigator.navigation.flowController(for: id) as? any NavGraphAlertScreen else { return nil }
        return (id, screen.shownAlert)
    }

    private func isPresented(as kind: NavGraphSwiftUINavigator.PresentationKind) -> Binding<Bool> {
        let presented = scene.presented(over: presenter, as: kind)
        return Binding(get: { presented.wrappedValue != nil }, set: { if !$0 { presented.wrappedValue = nil } })
    }

    @ViewBuilder private func buttons(of shown: (id: NavGraphEntryID, alert: NavGraphShownAlert)) -> some View {
        ForEach(Array(shown.alert.buttons.enumerated()), id: \.offset) { index, button in
            Button(button.title, role: Self.role(of: button.role)) {
                scene.navigator.answer(shown.id, button: index)
            }
        }
    }

    private static func role(of role: NavGraphAlertRole) -> ButtonRole? {
        switch role {
        case .default: nil
        case .cancel: .cancel
        case .destructive: .destructive
        }
    }
}
#endif
