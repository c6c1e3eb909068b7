extension DiagnosticExplanation {
    static let invalidAlert = DiagnosticExplanation(
        code: .invalidAlert,
        meaning: """
            An alert or a confirmation dialog (`kind: alert`, `kind: confirmationDialog`) is drawn \
            by UIKit (`UIAlertController`) or SwiftUI (`alert`, `confirmationDialog`) from the \
            buttons its FlowController describes, and only ever presented over the screen that \
            asked. So it has no routes (a button hands back the dialog's feedback, and the \
            opener's handler goes on from there: "Open Settings" becomes a route of the opener), \
            it is opened only by `style: present` with no `presentation`, `embed`, `dismissible` \
            or `detents` (the system chooses its look), and it is never the entry or a flow's child.
            """,
        example: homeGraph("""
            types:
              DeleteChoice:
                cases: [delete, keep]
            screens:
              Home:
                routes:
                  confirmDelete: { to: ConfirmDelete, style: present, presentation: fullScreen, feedback: DeleteChoice }
              ConfirmDelete:
                kind: alert
                feedback: DeleteChoice
            """),
        fix: "Remove the key the message names: a `present` route shows the dialog the way the system shows dialogs.",
        replacing: ", presentation: fullScreen",
        with: ""
    )
}
