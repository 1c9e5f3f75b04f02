import BarKitTesting
import Foundation
import Testing

import BarKit
@testable import BarDocuments
@testable import BarGeometry
@testable import BarGraphics
@testable import BarRendering
@testable import BarText
@testable import BarViews
@testable import BarWidgets

/// The icon-above-text toolbar article's button: the title along the bottom, the image centred above
/// it, and an intrinsic height of image + title + 5.
@MainActor
final class CenteredButton: Button {
    override func titleRect(forContentRect contentRect: CGRect) -> CGRect {
        let rect = super.titleRect(forContentRect: contentRect)
        return CGRect(
            x: 0, y: contentRect.height - rect.height + 5,
            width: contentRect.width, height: rect.height)
    }

    override func imageRect(forContentRect contentRect: CGRect) -> CGRect {
        let rect = super.imageRect(forContentRect: contentRect)
        let titleRect = self.titleRect(forContentRect: contentRect)
        return CGRect(
            x: contentRect.width / 2.0 - rect.width / 2.0,
            y: (contentRect.height - titleRect.height) / 2.0 - rect.height / 2.0,
            width: rect.width, height: rect.height)
    }

    override var intrinsicContentSize: CGSize {
        let size = super.intrinsicContentSize
        if let image = imageView?.image {
            var labelHeight: CGFloat = 0.0
            if let size = titleLabel?.sizeThatFits(
                CGSize(width: self.contentRect(forBounds: self.bounds).width, height: CGFloat.greatestFiniteMagnitude))
            {
                labelHeight = size.height
            }
            return CGSize(width: size.width, height: image.size.height + labelHeight + 5)
        }
        return size
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        centerTitleLabel()
    }

    required init?(coder: Coder) {
        super.init(coder: coder)
        centerTitleLabel()
    }

    private func centerTitleLabel() {
        self.titleLabel?.textAlignment = .center
    }
}

/// The target of the bar-button article's buttons.
@MainActor
final class ArrowController {
    var log: [String] = []
    func back(_ sender: Button) { log.append("back \(sender.currentTitle ?? "")") }
    func forward() { log.append("forward") }
}

@MainActor
@Suite struct ButtonTests {
    /// A solid `color` image of `size` points.
    func solidImage(_ size: CGSize, _ color: Color = .red, scale: CGFloat = 1) -> Image {
        Image(size: size, scale: scale) { context in
            context.fillColor = color
            context.fill(CGRect(origin: .zero, size: size))
        }
    }

    // MARK: - Per-state values

    @Test func perStateValuesFallBackToNormalThenTheDefault() {
        let button = Button(type: .custom)
        #expect(button.currentTitle == nil)
        #expect(button.currentTitleColor == .white)
        button.setTitle("Save", for: .normal)
        button.setTitle("Saving", for: .highlighted)
        button.setTitleColor(.red, for: .selected)
        #expect(button.title(for: .disabled) == "Save")
        #expect(button.title(for: [.highlighted, .selected]) == "Save")  // exact state, then normal only
        #expect(button.titleColor(for: .selected) == .red)
        #expect(button.titleColor(for: .highlighted) == .white)
        button.isHighlighted = true
        #expect(button.currentTitle == "Saving")
        #expect(button.titleLabel?.text == "Saving")
        button.isHighlighted = false
        button.isSelected = true
        #expect(button.currentTitleColor == .red)
        #expect(button.titleLabel?.textColor == .red)
        button.setTitle(nil, for: .highlighted)
        #expect(button.title(for: .highlighted) == "Save")
    }

    @Test func systemButtonsUseTheTintForTheTitleAndTemplates() {
        let button = Button(type: .system)
        button.setTitle("Edit", for: .normal)
        #expect(button.currentTitleColor == .systemBlue)
        button.tintColor = .red
        #expect(button.currentTitleColor == .red)
        #expect(button.titleLabel?.textColor == .red)
        button.setImage(solidImage(CGSize(width: 4, height: 4)), for: .normal)
        #expect(button.imageView?.image?.renderingMode == .alwaysTemplate)
        button.setImage(solidImage(CGSize(width: 4, height: 4)).withRenderingMode(.alwaysOriginal), for: .normal)
        #expect(button.imageView?.image?.renderingMode == .alwaysOriginal)
        #expect(button.buttonType == .system)
    }

    @Test func systemButtonsDimWhileHighlighted() {
        let button = Button(type: .system)
        button.setTitle("Edit", for: .normal)
        button.setImage(solidImage(CGSize(width: 4, height: 4)), for: .normal)
        button.isHighlighted = true
        #expect(button.titleLabel?.alpha == 0.2 && button.imageView?.alpha == 0.2)
        button.isHighlighted = false
        #expect(button.titleLabel?.alpha == 1 && button.imageView?.alpha == 1)
    }

    @Test func shadowColourFollowsTheStateOnlyWhenSet() {
        let button = Button(type: .custom)
        button.setTitle("A", for: .normal)
        button.titleLabel?.shadowColor = .black  // the bar-button article sets the label's own shadow
        button.isHighlighted = true
        #expect(button.titleLabel?.shadowColor == .black)
        button.setTitleShadowColor(.gray, for: .highlighted)
        #expect(button.titleLabel?.shadowColor == .gray)
        #expect(button.currentTitleShadowColor == .gray)
    }

    @Test func imagesAndBackgroundImagesPerState() {
        let normal = solidImage(CGSize(width: 10, height: 10))
        let selected = solidImage(CGSize(width: 12, height: 12), .blue)
        let button = Button(type: .custom)
        button.setImage(normal, for: .normal)
        button.setImage(selected, for: .selected)
        button.setBackgroundImage(normal, for: .normal)
        #expect(button.currentImage === normal)
        #expect(button.imageView?.image === normal)
        button.isSelected = true
        #expect(button.currentImage === selected && button.imageView?.image === selected)
        #expect(button.currentBackgroundImage === normal)
        #expect(button.backgroundImage(for: .disabled) === normal)
    }

    // MARK: - Image adjustments

    @Test func theImageIsDarkerWhileHighlightedUnlessItHasItsOwn() throws {
        let image = solidImage(CGSize(width: 4, height: 4), Color(white: 0.6))
        let button = Button(type: .custom)
        button.setImage(image, for: .normal)
        button.isHighlighted = true
        let darker = try #require(button.imageView?.image)
        #expect(darker !== image)
        // 0.6 under black at 1/3: 0.6 × 2/3 = 0.4 → 102.
        #expect(abs(Int(darker.bitmap.pixel(x: 1, y: 1).red) - 102) <= 1)
        button.adjustsImageWhenHighlighted = false
        #expect(button.imageView?.image === image)
        button.adjustsImageWhenHighlighted = true
        let own = solidImage(CGSize(width: 4, height: 4), .green)
        button.setImage(own, for: .highlighted)
        #expect(button.imageView?.image === own)
    }

    @Test func theImageIsLighterWhileDisabled() throws {
        let image = solidImage(CGSize(width: 4, height: 4), Color(white: 0.4))
        let button = Button(type: .custom)
        button.setImage(image, for: .normal)
        button.isEnabled = false
        let lighter = try #require(button.imageView?.image)
        // 0.4 under white at 1/3: 0.4 + 0.6/3 = 0.6 → 153.
        #expect(abs(Int(lighter.bitmap.pixel(x: 2, y: 2).red) - 153) <= 1)
        button.isEnabled = true
        #expect(button.imageView?.image === image)
    }

    // MARK: - Layout and sizing (Docs/Behaviors.md §4)

    @Test func layoutPlacesImageAndTitleAsTheArithmeticPredicts() throws {
        let button = Button(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
        button.setTitle("Share", for: .normal)
        button.setImage(solidImage(CGSize(width: 20, height: 20)), for: .normal)
        button.contentEdgeInsets = EdgeInsets(top: 0, left: 10, bottom: 0, right: 10)
        button.layoutIfNeeded()
        let label = try #require(button.titleLabel)
        let imageView = try #require(button.imageView)
        let t = label.intrinsicContentSize
        // Content rect (10, 0, 180, 44); the pair is centred as a group.
        let imageX = (10 + (180 - 20 - t.width) / 2).roundedToPixel()
        #expect(imageView.frame == CGRect(x: imageX, y: 12, width: 20, height: 20))
        #expect(label.frame.minX == (10 + (180 - 20 - t.width) / 2 + 20).roundedToPixel())
        #expect(label.frame.minY == ((44 - t.height) / 2).roundedToPixel())
        #expect(label.frame.width == t.width && label.frame.height == t.height)
        #expect(label.numberOfLines == 1 && label.lineBreakMode == .byTruncatingMiddle)

        button.contentHorizontalAlignment = .left
        button.layoutIfNeeded()
        #expect(imageView.frame.minX == 10 && label.frame.minX == 30)
        button.contentHorizontalAlignment = .trailing
        button.layoutIfNeeded()
        #expect(label.frame.maxX == 190)
        button.contentVerticalAlignment = .top
        button.titleEdgeInsets = EdgeInsets(top: 4, left: 0, bottom: 0, right: 0)
        button.layoutIfNeeded()
        #expect(imageView.frame.minY == 0 && label.frame.minY == 4)
    }

    @Test func intrinsicSizeCountsContentInsetsImageAndTitleButNotTheirInsets() throws {
        let button = Button(type: .custom)
        button.setTitle("Share", for: .normal)
        button.setImage(solidImage(CGSize(width: 20, height: 30)), for: .normal)
        button.contentEdgeInsets = EdgeInsets(top: 2, left: 3, bottom: 4, right: 5)
        button.titleEdgeInsets = EdgeInsets(all: 50)
        let t = try #require(button.titleLabel).intrinsicContentSize
        let expected = CGSize(width: 8 + 20 + t.width, height: 6 + max(30, t.height))
        #expect(button.intrinsicContentSize == expected)
        #expect(button.sizeThatFits(.zero) == expected)
        button.sizeToFit()
        #expect(button.bounds.size == expected)
        button.setBackgroundImage(solidImage(CGSize(width: 300, height: 10)), for: .normal)
        #expect(button.intrinsicContentSize.width == 300)
    }

    @Test func nonFiniteInsetsAreIgnored() {
        let button = Button(type: .custom)
        button.contentEdgeInsets = EdgeInsets(all: 4)
        button.contentEdgeInsets = EdgeInsets(top: .nan, left: 0, bottom: 0, right: 0)
        button.titleEdgeInsets = EdgeInsets(top: 0, left: .infinity, bottom: 0, right: 0)
        #expect(button.contentEdgeInsets == EdgeInsets(all: 4))
        #expect(button.titleEdgeInsets == .zero)
        #expect(button.intrinsicContentSize == CGSize(width: 8, height: 8))
    }

    @Test func aLongTitleIsClampedToFit() throws {
        let button = Button(frame: CGRect(x: 0, y: 0, width: 60, height: 30))
        button.setTitle("A very long title that cannot fit", for: .normal)
        button.setImage(solidImage(CGSize(width: 10, height: 10)), for: .normal)
        button.layoutIfNeeded()
        let label = try #require(button.titleLabel)
        #expect(button.imageView?.frame.minX == 0)
        #expect(label.frame == CGRect(x: 10, y: label.frame.minY, width: 50, height: label.frame.height))
    }

    @Test func stateChangesMarkForDisplayAndLayout() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 100, height: 100), application: Application())
        let button = Button(frame: CGRect(x: 0, y: 0, width: 50, height: 30))
        button.setTitle("Go", for: .normal)
        window.addSubview(button)
        window.layoutIfNeeded()
        button.needsDisplayFlag = false
        #expect(!button.needsLayoutFlag)
        button.isHighlighted = true
        #expect(button.needsDisplayFlag && button.needsLayoutFlag)
        // The same title in both states: the window is not asked to lay out again.
        #expect(!window.needsLayoutFlag)
        window.layoutIfNeeded()
        button.setTitle("Going", for: .normal)  // highlighted has no title of its own: this one shows
        #expect(window.needsLayoutFlag)
    }

    // MARK: - The icon-above-text article

    @Test func theCenteredButtonSubclassPutsItsImageAboveItsTitle() throws {
        let button = CenteredButton(frame: CGRect(x: 0, y: 0, width: 60, height: 50))
        button.setTitle("Share", for: .normal)
        button.setImage(solidImage(CGSize(width: 24, height: 24)), for: .normal)
        button.layoutIfNeeded()
        let label = try #require(button.titleLabel)
        let imageView = try #require(button.imageView)
        #expect(label.textAlignment == .center)
        let t = label.intrinsicContentSize
        // titleRect: the full content width at the bottom, pushed 5 down.
        #expect(label.frame == CGRect(x: 0, y: 50 - t.height + 5, width: 60, height: t.height))
        // imageRect: centred horizontally, centred vertically in the space above the title.
        #expect(imageView.frame == CGRect(x: 18, y: (50 - t.height) / 2 - 12, width: 24, height: 24))
        // intrinsicContentSize: super's width, image + title + 5 high.
        #expect(button.intrinsicContentSize == CGSize(width: 24 + t.width, height: 24 + t.height + 5))

        // Made with init(type:), the subclass still runs its init(frame:) setup.
        let system = CenteredButton(type: .system)
        #expect(system.buttonType == .system && system.titleLabel?.textAlignment == .center)
    }

    @Test func theCenteredButtonComesFromADocumentAndReachesItsController() throws {
        ViewDocument.register(CenteredButton.self)
        let document = try ViewDocument(
            jsonString: """
                {"class": "View", "frame": [0, 0, 200, 60], "subviews": [
                  {"class": "CenteredButton", "id": "share", "frame": [10, 5, 60, 50], "title": "Share",
                   "actions": {"touchUpInside": "save"}}]}
                """)
        let button = try #require(document.view(withID: "share") as? CenteredButton)
        #expect(button.titleLabel?.textAlignment == .center)
        #expect(button.currentTitle == "Share")
        let scene = Scene()
        let controller = RecordingController()
        controller.view = document.rootView
        scene.window.rootViewController = controller
        scene.simulator.tap(button)
        #expect(controller.log == ["save"])
    }

    // MARK: - The bar-button article

    /// The article's recipe: a custom 32×32 button, a Unicode arrow in the 20-point system font, a
    /// black shadow at (0, −1), the label turned by π for the inverted variant, the touch glow on.
    func barButton(title: String, inverted: Bool, target: ArrowController) -> Button {
        let button = Button(type: .custom)
        button.frame = CGRect(x: 0, y: 0, width: 32, height: 32)
        button.setTitle(title, for: .normal)
        button.titleLabel?.font = .systemFont(ofSize: 20)
        button.titleLabel?.shadowColor = .black
        button.titleLabel?.shadowOffset = CGSize(width: 0, height: -1)
        if inverted {
            button.titleLabel?.transform = CGAffineTransform(rotationAngle: .pi)
        }
        if inverted {
            button.addTarget(target, action: ArrowController.back, for: .touchUpInside)
        } else {
            button.addTarget(target, action: ArrowController.forward, for: .touchUpInside)
        }
        button.showsTouchWhenHighlighted = true
        return button
    }

    @Test func theBarButtonArticlesButtonsReceiveTheirTaps() throws {
        let scene = Scene()
        let controller = ArrowController()
        let back = barButton(title: "➜", inverted: true, target: controller)
        let forward = barButton(title: "➜", inverted: false, target: controller)
        forward.frame.origin.x = 40
        scene.window.addSubview(back)
        scene.window.addSubview(forward)

        let touch = scene.simulator.touchDown(at: CGPoint(x: 16, y: 16))
        // Highlighted: the glow shows, centred, radius 20.
        let glow = try #require(back.glowView)
        #expect(!glow.isHidden && back.subviews.last === glow)
        #expect(glow.frame == CGRect(x: -4, y: -4, width: 40, height: 40))
        #expect(!glow.isUserInteractionEnabled)
        scene.simulator.touchUp(touch)
        #expect(glow.isHidden)
        scene.simulator.advance(by: 1)
        scene.simulator.tap(forward)
        #expect(controller.log == ["back ➜", "forward"])

        let label = try #require(back.titleLabel)
        #expect(label.font == .systemFont(ofSize: 20))
        #expect(label.shadowColor == .black && label.shadowOffset == CGSize(width: 0, height: -1))
        // Turned by π about its centre, the label keeps its frame: centred in the 32×32 button.
        let t = label.intrinsicContentSize
        #expect(abs(label.frame.midX - ((32 - t.width) / 2).roundedToPixel() - t.width / 2) < 1e-9)
        #expect(abs(label.transform.a + 1) < 1e-9 && abs(label.transform.d + 1) < 1e-9)
    }

    @Test func tappingSendsTouchUpInsideThenThePrimaryAction() {
        let scene = Scene()
        let button = Button(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        scene.window.addSubview(button)
        let log = ControlEventLog(button)
        scene.simulator.tap(button)
        #expect(log.entries == ["touchDown+h", "touchUpInside", "primaryActionTriggered"])
        log.clear()
        scene.simulator.advance(by: 1)
        let touch = scene.simulator.touchDown(at: CGPoint(x: 20, y: 20))
        scene.simulator.touchUp(touch, at: CGPoint(x: 300, y: 20))
        #expect(log.entries == ["touchDown+h", "touchUpOutside"])
    }

    @Test func highlightedImageButtonWithTouchGlowSnapshot() throws {
        let button = Button(frame: CGRect(x: 0, y: 0, width: 48, height: 48))
        button.backgroundColor = Color(white: 0.25)
        button.setImage(solidImage(CGSize(width: 16, height: 16), Color(red: 0.9, green: 0.3, blue: 0.1)), for: .normal)
        button.showsTouchWhenHighlighted = true
        button.isHighlighted = true
        let bitmap = try button.snapshot(scale: 2)
        // The centre: the darkened image under the brightest part of the glow; the corner: bare background.
        #expect(bitmap.pixel(x: 0, y: 0) == PixelRGBA(white: 64))
        assertSnapshot(of: bitmap, named: "highlighted-image-glow")
    }

    @Test func centeredButtonSnapshot() {
        // As in the article, the title sits 5 points past the content rect's bottom: buttons do not
        // clip, so the snapshot is of a container with room below the button.
        let container = View(frame: CGRect(x: 0, y: 0, width: 64, height: 60))
        container.backgroundColor = Color(white: 0.92)
        let button = CenteredButton(frame: CGRect(x: 0, y: 0, width: 64, height: 52))
        container.addSubview(button)
        button.setTitle("Share", for: .normal)
        button.setTitleColor(Color(hex: 0x333333), for: .normal)
        button.titleLabel?.font = .systemFont(ofSize: 11)
        let icon = Image(size: CGSize(width: 24, height: 24), scale: 2) { context in
            context.fillColor = .systemBlue
            context.fillEllipse(in: CGRect(x: 2, y: 2, width: 20, height: 20))
        }
        button.setImage(icon, for: .normal)
        assertSnapshot(of: container, named: "centered-button", scale: 2, maxDifferingPixels: 8)
    }

    @Test func barButtonsSnapshot() {
        let controller = ArrowController()
        let bar = View(frame: CGRect(x: 0, y: 0, width: 80, height: 32))
        bar.backgroundColor = Color(white: 0.2)
        let back = barButton(title: "➜", inverted: true, target: controller)
        let forward = barButton(title: "➜", inverted: false, target: controller)
        forward.frame.origin.x = 48
        forward.isHighlighted = true  // shows the touch glow
        bar.addSubview(back)
        bar.addSubview(forward)
        assertSnapshot(of: bar, named: "bar-buttons", scale: 2, maxDifferingPixels: 8)
    }

    // MARK: - Documents

    @Test func decodesTitleColoursInsetsAlignmentAndStates() throws {
        let document = try ViewDocument(
            jsonString: """
                {"class": "Button", "type": "system", "frame": [0, 0, 100, 40], "title": "Done",
                 "titleColor": "#FF0000", "titleShadowColor": "black", "contentEdgeInsets": [1, 2, 3, 4],
                 "titleEdgeInsets": [0, 5, 0, 0], "imageEdgeInsets": {"top": 1, "left": 0, "bottom": 0, "right": 0},
                 "contentHorizontalAlignment": "left", "showsTouchWhenHighlighted": true, "fontSize": 12,
                 "states": {"highlighted": {"title": "Doing", "titleColor": "white"}}}
                """)
        let button = try #require(document.rootView as? Button)
        #expect(button.buttonType == .system)
        #expect(button.title(for: .normal) == "Done" && button.title(for: .highlighted) == "Doing")
        #expect(button.titleColor(for: .normal) == .red && button.titleColor(for: .highlighted) == .white)
        #expect(button.titleShadowColor(for: .normal) == .black)
        #expect(button.contentEdgeInsets == EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(button.titleEdgeInsets.left == 5 && button.imageEdgeInsets.top == 1)
        #expect(button.contentHorizontalAlignment == .left)
        #expect(button.showsTouchWhenHighlighted)
        #expect(button.titleLabel?.font == .systemFont(ofSize: 12))
    }

    @Test func decodesImagesByResourceName() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "ButtonTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let icon = solidImage(CGSize(width: 16, height: 12))
        try #require(icon.pngData()).write(to: directory.appendingPathComponent("icon.png"))
        let json = #"{"class": "Button", "image": "icon", "states": {"selected": {"backgroundImage": "icon"}}}"#
        let url = directory.appendingPathComponent("button.json")
        try Data(json.utf8).write(to: url)
        let button = try #require(try ViewDocument(contentsOf: url).rootView as? Button)
        #expect(button.currentImage?.size == CGSize(width: 16, height: 12))
        #expect(button.backgroundImage(for: .selected)?.size == CGSize(width: 16, height: 12))
        #expect(button.backgroundImage(for: .normal) == nil)

        try Data(#"{"class": "Button", "image": "missing"}"#.utf8).write(to: url)
        #expect(throws: DocumentError.self) { try ViewDocument(contentsOf: url) }
        #expect(throws: DocumentError.self) { try ViewDocument(jsonString: #"{"class": "Button", "type": "fancy"}"#) }
        #expect(throws: DocumentError.self) {
            try ViewDocument(jsonString: #"{"class": "Button", "states": {"pressed": {"title": "x"}}}"#)
        }
    }
}
