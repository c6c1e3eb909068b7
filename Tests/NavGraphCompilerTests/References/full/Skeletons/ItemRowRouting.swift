// ItemRowRouting.swift: what the shared routes ItemRow ask of the screens that offer them, written once.
// Created once by `navgraph scaffold`; this file is yours and is never overwritten.
// Fill in the places marked TODO(navgraph):

import Foundation

/// What FeedList and ItemDetail make for the shared routes ItemRow, written once for all of them.
extension ItemRowRouting {
    /// Makes the Seller FlowController that route `seller` shows.
    func makeSeller() -> any SellerFlowControlling {
        // TODO(navgraph): Configure Seller for route `seller` if it needs more than its context.
        SellerFlowController()
    }

    /// Makes the Share FlowController that route `share` shows.
    func makeShare() -> any ShareFlowControlling {
        // TODO(navgraph): Configure Share for route `share` if it needs more than its context.
        ShareFlowController()
    }

    /// Receives what Share hands back when route `share` finishes.
    func shareDidFinish(with feedback: ShareTarget) {
        // TODO(navgraph): Use what Share handed back.
    }
}
