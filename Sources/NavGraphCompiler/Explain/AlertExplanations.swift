extension DiagnosticExplanation {
    static let invalidAlert = DiagnosticExplanation(
        code: .invalidAlert,
        meaning: """
            An alert or a confirmation dialog (`kind: alert`, `kind: confirmationDialog`) is drawn \
            by UIKit (`UIAlertController`) or SwiftUI (`alert`, `confirmationDialog`) from the \
            buttons its FlowController describes, and only ever presented over the screen that \
            asked. So it has no routes (a button hands back the dialog's feedback, and the \
            opener's handler goes on from there: "Open Settings" becomes a route of the opener), \
            it is opened only by `style: present` with no `presentation`, `embed`, `dismissible`, \
            `detents`, `transition` or `shrinks` (the system chooses its look and draws its transition), and it \
            is never the entry or a flow's child.
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

extension DiagnosticExplanation {
    static let invalidSystemSheet = DiagnosticExplanation(
        code: .invalidSystemSheet,
        meaning: """
            A system sheet is made by the runtime from what its FlowController describes, and \
            only ever presented over the screen that asked: a document picker \
            (`kind: documentPicker`: UIKit's `UIDocumentPickerViewController`, SwiftUI's \
            `fileImporter`) and a photo picker (`kind: photoPicker`: `PHPickerViewController`, \
            `photosPicker`), whose FlowController makes the screen's feedback from what the person \
            picked, a Safari view (`kind: safari`: `SFSafariViewController`, under SwiftUI in \
            a sheet), which hands nothing back, so it declares no `feedback`, and a share sheet \
            (`kind: share`: `UIActivityViewController`, under SwiftUI in a popover; a popover at \
            the route's anchor on an iPad), whose FlowController makes the feedback from the \
            service the person chose. A web authentication session (`kind: webAuthentication`: \
            `ASWebAuthenticationSession`, SwiftUI's `webAuthenticationSession`) makes it from the \
            sign-in's callback URL, and ends the route without feedback when cancelled. Leaving the app (`kind: openURL`: \
            `UIScene.open(_:options:completionHandler:)`, SwiftUI's `openURL`) shows nothing in \
            the app; its `feedback`, if any, is `Bool`, whether the system opened the URL. A mail or \
            message composer (`kind: mailComposer`, `kind: messageComposer`: \
            `MFMailComposeViewController`, `MFMessageComposeViewController`, under SwiftUI in a \
            sheet) hands back how the person ended it, or that the device cannot send it. The opener's \
            handler goes on from there. So a system sheet has no routes, it is opened only by \
            `style: present` with no `presentation`, `embed`, `dismissible`, `detents`, \
            `transition` or `shrinks` (the system chooses its look and draws its transition), and it is never \
            the entry or a flow's child. The other \
            system sheets docs/Language.md designs are not built yet.
            """,
        example: homeGraph("""
            screens:
              Home:
                routes:
                  importFeeds: { to: OPMLPicker, style: push, feedback: "[URL]" }
              OPMLPicker:
                kind: documentPicker
                feedback: "[URL]"
            """),
        fix: "Present it: the system shows a document picker as a sheet of its own.",
        replacing: "style: push",
        with: "style: present"
    )
}
