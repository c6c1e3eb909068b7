// HelpArticleFlowController.swift: the FlowController of the screen HelpArticle.
// Created once by `navgraph scaffold`; this file is yours and is never overwritten.
// Fill in the places marked TODO(navgraph):

import Foundation

#if canImport(UIKit)
import UIKit
#endif

/// The FlowController of the screen HelpArticle.
///
/// It owns the transitions; the view only reports events (for example through its view model). On UIKit it is a `UIViewController`; make it a `UIHostingController` to show a SwiftUI view.
final class HelpArticleFlowController: NavGraphViewController, HelpArticleFlowControlling {
    /// The navigator that shows this FlowController; set when it is shown.
    weak var navigator: (any NavGraphNavigator)?

    /// Starts HelpArticle once it is shown, with the context it shows.
    func start(context: Swift.String) {
        // TODO(navgraph): Start HelpArticle with `context`: hand it to the view or view model.
    }
}
