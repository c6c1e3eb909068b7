#if canImport(UIKit)
import SwiftUI
import UIKit
#endif

/// The feed's language and the reader's name; hands both back to the introduction.
final class WalkthroughSettingsFlowController: NavGraphViewController, WalkthroughSettingsFlowControlling {
    weak var navigator: (any NavGraphNavigator)?

    func start() {}

    /// The view reports a tap on Done with the choices made.
    func done(language: FeedLanguage, userName: String) {
        finish(with: ReaderSettings(language: language, userName: userName))
    }

    #if canImport(UIKit)
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Settings"
        host(WalkthroughSettingsForm { [weak self] language, userName in self?.done(language: language, userName: userName) })
    }
    #endif
}

#if canImport(UIKit)
/// The walkthrough's settings form.
private struct WalkthroughSettingsForm: View {
    let done: (FeedLanguage, String) -> Void
    @State private var language = FeedLanguage.english
    @State private var userName = ""

    var body: some View {
        Form {
            Picker("Feed language", selection: $language) {
                Text("English").tag(FeedLanguage.english)
                Text("Japanese").tag(FeedLanguage.japanese)
            }
            TextField("Your name", text: $userName)
            Button("Done") { done(language, userName) }
        }
    }
}
#endif
