import Foundation

extension CGFloat {
    /// The number as UIKit prints it in descriptions: an integer without a fraction, others with up
    /// to 2 decimals ("12", "20.5", "0.33").
    package var descriptionText: String {
        if self == rounded() && Swift.abs(self) < 1e15 { return String(Int(self)) }
        var text = String(format: "%.2f", Double(self))
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }
}
