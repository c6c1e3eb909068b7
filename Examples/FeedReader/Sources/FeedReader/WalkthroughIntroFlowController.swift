#if canImport(UIKit)
import SwiftUI
import UIKit
#endif

/// What the app does: asks for the reader's settings, then swaps the walkthrough for the tabs.
final class WalkthroughIntroFlowController: NavGraphViewController, WalkthroughIntroFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    /// The reader's choices and feed; set by the WalkthroughFlowController.
    var library: FeedLibrary!

    /// A reader who finished the walkthrough before goes straight to the tabs.
    func start() {
        if library.settings != nil { perform(.done) }
    }

    /// The view reports a tap on "Choose settings".
    func chooseSettings() {
        perform(.settings)
    }

    /// The view reports a tap on "Start reading"; only once settings were chosen.
    func startReading() {
        guard library.settings != nil else { return }
        perform(.done)
    }

    func makeSettings() -> any WalkthroughSettingsFlowControlling {
        WalkthroughSettingsFlowController()
    }

    func settingsDidFinish(with feedback: ReaderSettings) {
        library.settings = feedback
    }

    #if canImport(UIKit)
    override func viewDidLoad() {
        super.viewDidLoad()
        host(VStack(spacing: 24) {
            Text("The top apps, every day, in your language.").font(.title2)
            Button("Choose settings") { [weak self] in self?.chooseSettings() }
            Button("Start reading") { [weak self] in self?.startReading() }.buttonStyle(.borderedProminent)
        }.padding())
    }
    #endif
}
