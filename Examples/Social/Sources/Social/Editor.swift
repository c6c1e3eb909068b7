#if canImport(SwiftUI)
import SwiftUI
#endif

/// Writes a status, opened as new (the compose button), as a reply or a quote (a status row),
/// or to edit one: the mode is its context, an enum whose cases carry the status they concern.
final class EditorFlowController: EditorFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    let store: Store
    private(set) var mode: EditorMode = .new
    private(set) var visibility: Visibility = .everyone
    /// What the person typed. The answer to "may the editor be swiped away?" changes when the
    /// draft becomes empty or not: the navigator is told then, for SwiftUI to draw the sheet
    /// again with `interactiveDismissDisabled`.
    var text = "" {
        didSet { if oldValue.isEmpty != text.isEmpty { presentationChanged() } }
    }

    init(store: Store) {
        self.store = store
    }

    func start(context: EditorMode) {
        mode = context
        if case .quote(let id) = context { text = "RE: " + (store.status(id)?.text ?? "") }
    }

    /// The editor's title, by mode.
    var title: String {
        switch mode {
        case .new: "New status"
        case .reply(let id): "Reply to @\(store.status(id)?.author ?? "")"
        case .quote: "Quote"
        case .edit: "Edit"
        }
    }

    func makeVisibility() -> any VisibilityPickerFlowControlling { VisibilityPickerFlowController() }
    func visibilityDidFinish(with feedback: Visibility) { visibility = feedback }
    func makeDiscard() -> any ConfirmDiscardFlowControlling { ConfirmDiscardFlowController() }

    /// The discard dialog is gone: discarding cancels, saving hands back a draft.
    func discardDidFinish(with feedback: DiscardChoice) {
        switch feedback {
        case .discard: finish()
        case .saveDraft: finish(with: .savedAsDraft)
        }
    }

    /// Posts what was typed.
    func post() {
        store.post(text)
        finish(with: .posted)
    }

    /// Cancel: with nothing typed, closes; else asks first.
    func cancel() {
        text.isEmpty ? finish() : perform(.discard, anchor: .source)
    }

    /// An empty draft may be swiped away; one with text only through "Discard changes?".
    func isDismissible() -> Bool { text.isEmpty }

    /// The person swiped the draft down and the sheet stayed (UIKit tells it as
    /// `presentationControllerDidAttemptToDismiss(_:)`): ask, as Cancel does.
    func dismissalRefused() { perform(.discard, anchor: .source) }

    #if canImport(SwiftUI)
    var view: some View {
        VStack {
            Text(title).font(.headline)
            TextField("What's happening?", text: Binding(get: { self.text }, set: { self.text = $0 }))
            Button("Visible to: \(visibility.rawValue)") { self.perform(.visibility) }
            HStack {
                Button("Cancel", action: cancel)
                Button("Post", action: post)
            }
        }
    }
    #endif
}

/// Who sees the status; the choice is handed back.
final class VisibilityPickerFlowController: VisibilityPickerFlowControlling {
    weak var navigator: (any NavGraphNavigator)?

    func start() {}

    #if canImport(SwiftUI)
    var view: some View {
        List(Visibility.allCases, id: \.self) { visibility in Button(visibility.rawValue) { self.finish(with: visibility) } }
    }
    #endif
}

/// Discard or keep a draft: the system's action sheet.
final class ConfirmDiscardFlowController: ConfirmDiscardFlowControlling {
    weak var navigator: (any NavGraphNavigator)?

    func start() {}

    var alert: NavGraphAlert<DiscardChoice> {
        NavGraphAlert(title: "Discard this status?", message: nil, actions: [
            NavGraphAlertAction("Discard", role: .destructive, value: .discard),
            NavGraphAlertAction("Save Draft", value: .saveDraft),
            NavGraphAlertAction("Keep Editing", role: .cancel),
        ])
    }
}

/// A photo or video over the whole screen; the timeline stays below it.
final class MediaViewerFlowController: MediaViewerFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    private(set) var media: MediaID = 0

    func start(context: MediaID) { media = context }

    #if canImport(SwiftUI)
    var view: some View {
        ZStack(alignment: .topTrailing) {
            Color.black.opacity(0.85).ignoresSafeArea()
            Button("Close") { self.finish() }.padding()
        }
    }
    #endif
}

/// Shares a status: a popover on an iPad, a sheet on an iPhone.
final class ShareStatusFlowController: ShareStatusFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    private(set) var status: StatusID = 0

    func start(context: StatusID) { status = context }

    #if canImport(SwiftUI)
    var view: some View {
        Button("Copy link") { self.finish() }
    }
    #endif
}
