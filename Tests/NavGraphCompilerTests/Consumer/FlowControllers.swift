// Hand-written FlowControllers for the `full` reference graph, as an app would write them:
// each conforms to its generated contract and records what reaches it, so that Drive.swift
// can check that contexts arrive typed and feedback returns typed to the opener.

/// What the FlowControllers saw, in order; one per test run, handed from parent to child.
@MainActor
final class Recorder {
    var events: [String] = []
    func record(_ event: String) { events.append(event) }
}

/// A FlowController handed the run's recorder, which it records what reaches it in.
@MainActor
class RecordingFlowController: NavGraphViewController {
    weak var navigator: (any NavGraphNavigator)?
    let recorder: Recorder
    init(recorder: Recorder) { self.recorder = recorder }
}

final class RootFlowController: RecordingFlowController, RootFlowControlling {
    func makeOnboarding() -> any OnboardingFlowControlling {
        recorder.record("Root made Onboarding")
        return OnboardingFlowController(recorder: recorder)
    }
    func makeMain() -> any MainFlowControlling {
        recorder.record("Root made Main")
        return MainFlowController(recorder: recorder)
    }
    // This app's onboarding is no gate: what is behind it may always be shown.
    func shouldOpen(_ destination: NavGraphDestination) -> Bool { true }
    func shouldRestore(_ child: NavGraphNodeName) -> Bool { true }
}

final class OnboardingFlowController: RecordingFlowController, OnboardingFlowControlling {
    func start() { recorder.record("Onboarding started") }
}

final class MainFlowController: RecordingFlowController, MainFlowControlling {
    func makeFeed() -> any FeedFlowControlling { FeedFlowController(recorder: recorder) }
    func makeSettings() -> any SettingsFlowControlling { SettingsFlowController(recorder: recorder) }
    func makeScan() -> any ScanCodeFlowControlling { ScanCodeFlowController() }
    func scanDidFinish(with feedback: ItemID) { recorder.record("Main scanned \(feedback)") }
    func scanDidEnd() { recorder.record("Main heard scan ended") }
}

final class ScanCodeFlowController: NavGraphViewController, ScanCodeFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    func start() {}
}

final class FeedFlowController: RecordingFlowController, FeedFlowControlling {
    func makeFeedList() -> any FeedListFlowControlling { FeedListFlowController(recorder: recorder) }
    func makeItemDetail() -> any ItemDetailFlowControlling { ItemDetailFlowController(recorder: recorder) }
}

final class FeedListFlowController: RecordingFlowController, FeedListFlowControlling {
    func start() { recorder.record("FeedList started") }
    func makeDetail() -> any ItemDetailFlowControlling { ItemDetailFlowController(recorder: recorder) }
    func makeSearch() -> any SearchFlowControlling { SearchFlowController(recorder: recorder) }
    func searchDidFinish(with feedback: SearchCondition?) {
        recorder.record("FeedList got search \(feedback.map { "\($0.keyword) \($0.order) \($0.tags)" } ?? "nil")")
    }
    func makePreview() -> any PreviewFlowControlling { PreviewFlowController(recorder: recorder) }
    func previewDidFinish(with feedback: Selection) {
        recorder.record("FeedList got selection \(feedback.item.title) \(feedback.note ?? "-")")
    }
    func shareDidFinish(with feedback: ShareTarget) { recorder.record("FeedList shared to \(feedback)") }
}

final class ItemDetailFlowController: RecordingFlowController, ItemDetailFlowControlling {
    private(set) var itemID: ItemID?
    func start(context: ItemID) {
        itemID = context
        recorder.record("ItemDetail started with \(context)")
    }
    func makeContactForm() -> any ContactFormFlowControlling { ContactFormFlowController(recorder: recorder) }
    func contactFormDidFinish(with feedback: ContactResult) {
        recorder.record("ItemDetail \(itemID ?? -1) got contact result \(feedback)")
    }
    func makeRelated() -> any ItemDetailFlowControlling { ItemDetailFlowController(recorder: recorder) }
    func makeSellerPage() -> any SellerFlowControlling { SellerFlowController() }
    func makeHelp() -> any HelpFlowControlling { HelpFlowController(recorder: recorder) }
    func makeReport() -> any ReportItemFlowControlling { ReportItemFlowController() }
    func reportDidFinish(with feedback: ReportReason) { recorder.record("ItemDetail \(itemID ?? -1) reported as \(feedback)") }
    func reportDidEnd() { recorder.record("ItemDetail \(itemID ?? -1) heard report ended") }
    func contactFormDidEnd() { recorder.record("ItemDetail \(itemID ?? -1) heard contact form ended") }
    func helpDidEnd() { recorder.record("ItemDetail \(itemID ?? -1) heard help ended") }
    func relatedDidEnd() { recorder.record("ItemDetail \(itemID ?? -1) heard related ended") }
    func shareDidFinish(with feedback: ShareTarget) { recorder.record("ItemDetail \(itemID ?? -1) shared to \(feedback)") }
    func sellerDidEnd() { recorder.record("ItemDetail \(itemID ?? -1) heard seller ended") }
}

// What the item row's shared routes make, written once for FeedList and ItemDetail.
extension ItemRowRouting {
    func makeSeller() -> any SellerFlowControlling { SellerFlowController() }
    func makeShare() -> any ShareFlowControlling { ShareFlowController() }
}

/// The row FeedList and ItemDetail both show: it performs its routes through the one shared
/// contract, whichever screen shows it.
@MainActor
struct ItemRow {
    let itemID: ItemID
    weak var routing: (any ItemRowRouting)?

    func tapSeller() { routing?.perform(.seller(itemID)) }
    func tapShare() { routing?.perform(.share(itemID), anchor: .source) }
}

final class SellerFlowController: NavGraphViewController, SellerFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    private(set) var itemID: ItemID?
    func start(context: ItemID) { itemID = context }
}

final class ShareFlowController: NavGraphViewController, ShareFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    func start(context: ItemID) {}
}

final class SearchFlowController: RecordingFlowController, SearchFlowControlling {
    private(set) var condition: SearchCondition?
    func start(context: SearchCondition) {
        condition = context
        recorder.record("Search started with \(context.keyword)")
    }
    func makeHistory() -> any HistoryFlowControlling { HistoryFlowController(recorder: recorder) }
    func historyDidFinish(with feedback: [String]) { recorder.record("Search got history \(feedback)") }
}

final class HistoryFlowController: RecordingFlowController, HistoryFlowControlling {
    func start(context: [String: Int]) { recorder.record("History started with \(context.sorted { $0.key < $1.key })") }
}

final class PreviewFlowController: RecordingFlowController, PreviewFlowControlling {
    private(set) var item: Item?
    func start(context: Item) {
        item = context
        recorder.record("Preview started with \(context.title)")
    }
}

final class ContactFormFlowController: RecordingFlowController, ContactFormFlowControlling {
    func start(context: ItemID) { recorder.record("ContactForm started with \(context)") }
}

final class HelpFlowController: RecordingFlowController, HelpFlowControlling {
    func start() { recorder.record("Help started") }
}

/// A confirmation dialog: plain values, the same under UIKit and SwiftUI.
final class ReportItemFlowController: ReportItemFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    private(set) var itemID: ItemID?
    func start(context: ItemID) { itemID = context }
    var alert: NavGraphAlert<ReportReason> {
        NavGraphAlert(title: "Report item \(itemID ?? -1)", actions: [
            NavGraphAlertAction("Spam", value: .spam),
            NavGraphAlertAction("Offensive", role: .destructive, value: .offensive),
            NavGraphAlertAction("Cancel", role: .cancel),
        ])
    }
}

/// An alert with nothing to hand back: its one button is the runtime's OK.
final class AboutFlowController: AboutFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    func start() {}
    var alert: NavGraphAlert<Never> { NavGraphAlert(title: "Shop 1.0", actions: []) }
}

final class SettingsFlowController: RecordingFlowController, SettingsFlowControlling {
    func start() { recorder.record("Settings started") }
    func makeHelp() -> any HelpFlowControlling { HelpFlowController(recorder: recorder) }
    func makeAbout() -> any AboutFlowControlling { AboutFlowController() }
    func aboutDidEnd() { recorder.record("Settings heard about ended") }
}
