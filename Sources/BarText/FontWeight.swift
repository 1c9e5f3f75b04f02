import Foundation

extension Font {
    /// A font weight on UIKit's scale: −1 (lightest) … 0 (regular) … 1 (heaviest), with the
    /// same named values as `UIFont.Weight`.
    public struct Weight: RawRepresentable, Hashable, Comparable, Sendable {
        /// The weight on UIKit's −1…1 scale.
        public let rawValue: CGFloat

        /// A weight from UIKit's −1…1 scale (values outside are clamped when a face is chosen).
        public init(rawValue: CGFloat) { self.rawValue = rawValue }

        /// The lightest weight (OpenType 100).
        public static let ultraLight = Weight(rawValue: -0.8)
        /// OpenType 200.
        public static let thin = Weight(rawValue: -0.6)
        /// OpenType 300.
        public static let light = Weight(rawValue: -0.4)
        /// The default weight (OpenType 400).
        public static let regular = Weight(rawValue: 0)
        /// OpenType 500.
        public static let medium = Weight(rawValue: 0.23)
        /// OpenType 600.
        public static let semibold = Weight(rawValue: 0.3)
        /// OpenType 700.
        public static let bold = Weight(rawValue: 0.4)
        /// OpenType 800.
        public static let heavy = Weight(rawValue: 0.56)
        /// The heaviest weight (OpenType 900).
        public static let black = Weight(rawValue: 0.62)

        /// Lighter weights come first.
        public static func < (a: Weight, b: Weight) -> Bool { a.rawValue < b.rawValue }

        private static let scale: [(CGFloat, Int)] = [
            (-1, 100), (-0.8, 100), (-0.6, 200), (-0.4, 300), (0, 400), (0.23, 500), (0.3, 600), (0.4, 700),
            (0.56, 800), (0.62, 900), (1, 1000),
        ]

        /// The OpenType weight class (100…1000) this weight stands for; values between the
        /// named weights are interpolated.
        public var openTypeWeight: Int {
            let v = rawValue.isNaN ? 0 : Swift.min(1, Swift.max(-1, rawValue))
            for i in 1..<Weight.scale.count where v <= Weight.scale[i].0 {
                let (x0, y0) = Weight.scale[i - 1]
                let (x1, y1) = Weight.scale[i]
                let t = x1 > x0 ? (v - x0) / (x1 - x0) : 0
                return Int((CGFloat(y0) + t * CGFloat(y1 - y0)).rounded())
            }
            return 1000
        }
    }
}
