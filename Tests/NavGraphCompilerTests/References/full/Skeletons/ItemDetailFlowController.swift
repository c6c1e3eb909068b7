// ItemDetailFlowController.swift: the FlowController of the screen ItemDetail.
// Created once by `navgraph scaffold`; this file is yours and is never overwritten.
// Fill in the places marked TODO(navgraph):

import Foundation

#if canImport(UIKit)
import UIKit
#endif

/// The FlowController of the screen ItemDetail: Shows one item.
///
/// It owns the transitions; the view only reports events (for example through its view model). On UIKit it is a `UIViewController`; make it a `UIHostingController` to show a SwiftUI view.
final class ItemDetailFlowController: NavGraphViewController, ItemDetailFlowControlling {
    /// The navigator that shows this FlowController; set when it is shown.
    weak var navigator: (any NavGraphNavigator)?

    /// Starts ItemDetail once it is shown, with the context it shows.
    func start(context: ItemID) {
        // TODO(navgraph): Start ItemDetail with `context`: hand it to the view or view model.
    }

    /// Makes the ContactForm FlowController that route `contactForm` shows.
    func makeContactForm() -> any ContactFormFlowControlling {
        // TODO(navgraph): Configure ContactForm for route `contactForm` if it needs more than its context.
        ContactFormFlowController()
    }

    /// Receives what ContactForm hands back when route `contactForm` finishes.
    func contactFormDidFinish(with feedback: ContactResult) {
        // TODO(navgraph): Use what ContactForm handed back.
    }

    /// Makes the ItemDetail FlowController that route `related` shows.
    func makeRelated() -> any ItemDetailFlowControlling {
        // TODO(navgraph): Configure ItemDetail for route `related` if it needs more than its context.
        ItemDetailFlowController()
    }

    /// Makes the Help FlowController that route `help` shows.
    func makeHelp() -> any HelpFlowControlling {
        // TODO(navgraph): Configure Help for route `help` if it needs more than its context.
        HelpFlowController()
    }

    /// Makes the ReportItem FlowController that route `report` shows.
    func makeReport() -> any ReportItemFlowControlling {
        // TODO(navgraph): Configure ReportItem for route `report` if it needs more than its context.
        ReportItemFlowController()
    }

    /// Receives what ReportItem hands back when route `report` finishes.
    func reportDidFinish(with feedback: ReportReason) {
        // TODO(navgraph): Use what ReportItem handed back.
    }

    /// Makes the Seller FlowController that route `sellerPage` shows.
    func makeSellerPage() -> any SellerFlowControlling {
        // TODO(navgraph): Configure Seller for route `sellerPage` if it needs more than its context.
        SellerFlowController()
    }
}
