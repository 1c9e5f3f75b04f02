import BarKit
import Foundation

// A grid of icons in a collection view with a flow layout (Docs/Behaviors.md, "Collection
// views"): three sections of icon-above-title cells, loaded from the demo's PNG icons. Tapping a
// cell selects it (its tile turns blue) and fires `select:TITLE`; a drag that starts on a cell
// scrolls instead.

extension DemoScenes {
    /// The grid's sections: each item's icon and title.
    static let gridSections: [[(icon: String, title: String)]] = [
        [("inbox", "Inbox"), ("star", "Starred"), ("trash", "Bin"), ("inbox", "Archive"), ("star", "Flagged"),
         ("inbox", "Drafts"), ("inbox", "Sent")],
        [("person", "Ada"), ("person", "Grace"), ("person", "Alan"), ("person", "Edsger"), ("person", "Barbara")],
        (0..<14).map { i in [("gear", "General"), ("gear", "Display"), ("star", "Sounds"), ("trash", "Storage"),
                             ("person", "Accounts"), ("gear", "Privacy"), ("inbox", "Mail")][i % 7] },
    ]

    /// The grid scene: a navigation bar over a collection view of icon cells, the second item
    /// selected.
    static func grid(resources: URL) -> DemoScene {
        let scene = DemoScene(
            name: "grid", summary: "a collection view of icons under titles in three sections, with a flow layout",
            size: CGSize(width: 360, height: 480))
        let root: View = scene.recorder.view
        root.frame = scene.window.bounds
        let bar = NavigationBar()
        bar.title = "Places"
        scene.add(bar, y: 0)

        let icons = Dictionary(uniqueKeysWithValues: DemoIcons.names.map { name in
            (name, Image(named: name, in: resources, scale: 2)?.withRenderingMode(.alwaysTemplate) ?? DemoIcons.image(named: name))
        })
        let grid = IconGrid(
            frame: CGRect(x: 0, y: Bar.defaultHeight, width: 360, height: 480 - Bar.defaultHeight),
            sections: gridSections, icons: icons, recorder: scene.recorder)
        grid.reporter = scene.scrollReporter
        grid.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        root.addSubview(grid)
        grid.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        scene.scrollView = grid
        scene.window.layoutIfNeeded()
        if let cell = grid.cellForItem(at: IndexPath(item: 2, section: 1)) { scene.taps.append(("grid: Alan", cell)) }
        return scene
    }
}

/// The grid: a collection view that is its own data source and delegate, so the scene keeps one
/// object alive.
@MainActor
final class IconGrid: CollectionView, CollectionViewDataSource, CollectionViewDelegateFlowLayout {
    let sections: [[(icon: String, title: String)]]
    let icons: [String: Image]
    weak var recorder: ActionRecorder?
    /// Hears the scrolling, for the window mode.
    var reporter: ScrollReporter?

    init(frame: CGRect, sections: [[(icon: String, title: String)]], icons: [String: Image], recorder: ActionRecorder) {
        self.sections = sections
        self.icons = icons
        self.recorder = recorder
        let layout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 76, height: 72)
        layout.minimumInteritemSpacing = 8
        layout.minimumLineSpacing = 8
        layout.sectionInset = EdgeInsets(top: 16, left: 16, bottom: 8, right: 16)
        super.init(frame: frame, collectionViewLayout: layout)
        backgroundColor = Color(hex: 0xF2F2F7)
        alwaysBounceVertical = true
        register(IconCell.self, forCellWithReuseIdentifier: "icon")
        dataSource = self
        delegate = self
    }

    required init?(coder: Coder) { nil }

    func numberOfSections(in collectionView: CollectionView) -> Int { sections.count }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        sections[section].count
    }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "icon", for: indexPath) as! IconCell
        let item = sections[indexPath.section][indexPath.item]
        cell.imageView.image = icons[item.icon]
        cell.titleLabel.text = item.title
        return cell
    }

    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
        recorder?.record("select:\(sections[indexPath.section][indexPath.item].title)")
    }

    /// The second section (people) has wider tiles, two fewer to a row.
    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout, sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        indexPath.section == 1 ? CGSize(width: 100, height: 72) : CGSize(width: 76, height: 72)
    }

    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
        reporter?.scrollViewDidEndDragging(scrollView, willDecelerate: decelerate)
    }

    func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {
        reporter?.scrollViewDidEndDecelerating(scrollView)
    }
}

/// An icon over a title on a white rounded tile; blue while selected or highlighted.
@MainActor
final class IconCell: CollectionViewCell {
    let imageView = ImageView(image: nil)
    let titleLabel = Label(text: nil, font: .systemFont(ofSize: 12))

    required init(frame: CGRect) {
        super.init(frame: frame)
        backgroundView = RoundedTile(color: .white)
        selectedBackgroundView = RoundedTile(color: Color(hex: 0x007AFF))
        imageView.tintColor = Color(hex: 0x007AFF)
        imageView.contentMode = .center
        titleLabel.textAlignment = .center
        titleLabel.textColor = Color(hex: 0x3C3C43)
        contentView.addSubview(imageView)
        contentView.addSubview(titleLabel)
    }

    required init?(coder: Coder) { nil }

    override var isSelected: Bool {
        didSet { updateColors() }
    }

    override var isHighlighted: Bool {
        didSet { updateColors() }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let bounds = contentView.bounds
        imageView.frame = CGRect(x: 0, y: 10, width: bounds.width, height: 32)
        titleLabel.frame = CGRect(x: 4, y: 46, width: bounds.width - 8, height: 18)
    }

    private func updateColors() {
        let on = isSelected || isHighlighted
        imageView.tintColor = on ? .white : Color(hex: 0x007AFF)
        titleLabel.textColor = on ? .white : Color(hex: 0x3C3C43)
    }
}

/// A rounded rectangle of one colour, filling its bounds.
@MainActor
final class RoundedTile: View {
    let color: Color

    init(color: Color) {
        self.color = color
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        contentMode = .redraw
    }

    required init?(coder: Coder) { nil }

    override func draw(_ rect: CGRect) {
        guard let context = GraphicsContext.current else { return }
        context.fillColor = color
        context.fillRoundedRect(bounds, cornerRadius: 12)
    }
}
