import BarGeometry
import Foundation

// Finding images by name, with @2x/@3x variants.

extension Image {
    /// The image called `name` in `directory`, or nil when there is none or it cannot be read
    /// (use `init(contentsOfFile:)` to learn why a file failed).
    ///
    /// **Lookup rule.** `name` may omit the `.png` extension. For the requested `scale` (rounded to
    /// 1, 2 or 3) BarKit tries `name@<scale>x.png` first, then lower scales down to the plain
    /// `name.png` (scale 1), then higher scales; the image gets the scale of the file found, so its
    /// `size` in points is the same whichever file is used. A `name` that already ends in `@2x` or
    /// `@3x` is looked up exactly.
    public convenience init?(named name: String, in directory: URL, scale: CGFloat = 1) {
        let found = Image.lookup(name: name, scale: scale) { file in
            let url = directory.appendingPathComponent(file)
            return FileManager.default.fileExists(atPath: url.path) ? url : nil
        }
        guard let found, let bitmap = try? Bitmap(contentsOf: found.url, scale: found.scale) else {
            return nil
        }
        self.init(bitmap: bitmap, name: name)
    }

    /// The image called `name` among `bundle`'s resources (the main bundle when nil), with the same
    /// lookup rule as `init(named:in:scale:)` for a directory. For a SwiftPM target's own resources,
    /// pass `Bundle.module`.
    public convenience init?(named name: String, in bundle: Bundle? = nil, scale: CGFloat = 1) {
        let bundle = bundle ?? Bundle.main
        let found = Image.lookup(name: name, scale: scale) { file in
            let ext = (file as NSString).pathExtension
            return bundle.url(forResource: (file as NSString).deletingPathExtension, withExtension: ext)
        }
        guard let found, let bitmap = try? Bitmap(contentsOf: found.url, scale: found.scale) else {
            return nil
        }
        self.init(bitmap: bitmap, name: name)
    }

    /// An image found by `name`, which becomes its accessibility label (without extension or scale).
    private convenience init(bitmap: Bitmap, name: String) {
        var base = ((name as NSString).lastPathComponent as NSString).deletingPathExtension
        for suffix in ["@1x", "@2x", "@3x"] where base.hasSuffix(suffix) { base.removeLast(suffix.count) }
        self.init(bitmap: bitmap, renderingMode: .automatic, surfaceCache: SurfaceCache(), accessibilityLabel: base)
    }

    /// The first file name, in the order of the lookup rule, for which `locate` finds a URL.
    static func lookup(name: String, scale: CGFloat, locate: (String) -> URL?) -> (url: URL, scale: CGFloat)? {
        guard !name.isEmpty else { return nil }
        let givenExtension = (name as NSString).pathExtension
        let ext = givenExtension.isEmpty ? "png" : givenExtension
        let base = givenExtension.isEmpty ? name : (name as NSString).deletingPathExtension
        let explicit = Image.scale(inFileName: base)
        if explicit != 1 || base.hasSuffix("@1x") {
            return locate("\(base).\(ext)").map { ($0, explicit) }
        }
        let wanted = scale.isFinite ? Swift.min(3, Swift.max(1, Int(scale.rounded()))) : 1
        let order = Array(stride(from: wanted, through: 1, by: -1)) + Array((wanted + 1)..<4)
        for s in order {
            let file = s == 1 ? "\(base).\(ext)" : "\(base)@\(s)x.\(ext)"
            if let url = locate(file) { return (url, CGFloat(s)) }
        }
        return nil
    }
}
