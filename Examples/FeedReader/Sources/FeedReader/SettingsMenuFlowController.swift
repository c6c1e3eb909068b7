#if canImport(UIKit)
import SwiftUI
import UIKit
#endif

/// The settings: the user name, two modal presentation styles to try, and a shortcut to the feed.
final class SettingsMenuFlowController: NavGraphViewController, SettingsMenuFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    /// The reader's choices and feed; set by the SettingsFlowController.
    var library: FeedLibrary!

    func start() {
        #if canImport(UIKit)
        title = "Settings"
        host(List {
            Button("User name") { [weak self] in self?.editUserName() }
            Button("Modal, full screen") { [weak self] in self?.showModal(fullScreen: true) }
            Button("Modal, page sheet") { [weak self] in self?.showModal(fullScreen: false) }
            Button("Go to the feed") { [weak self] in self?.showFeed() }
        })
        #endif
    }

    /// The view reports a tap on "User name".
    func editUserName() {
        perform(.userName(library.settings?.userName ?? ""))
    }

    /// The view reports a tap on one of the modal rows.
    func showModal(fullScreen: Bool) {
        perform(fullScreen ? .fullScreenModal : .pageSheetModal)
    }

    /// The view reports a tap on "Go to the feed".
    func showFeed() {
        perform(.showFeed)
    }

    func makeUserName() -> any UserNameSettingFlowControlling {
        UserNameSettingFlowController()
    }

    func userNameDidFinish(with feedback: String) {
        library.settings = ReaderSettings(language: library.settings?.language ?? .english, userName: feedback)
    }

    func makeFullScreenModal() -> any ModalSampleFlowControlling {
        ModalSampleFlowController()
    }

    func makePageSheetModal() -> any ModalSampleFlowControlling {
        ModalSampleFlowController()
    }
}
