// What a bar's button is called: its item's title, else the system item's name as UIKit's
// VoiceOver speaks it (the `+` of `.add` reads "Add").

extension BarItemButton {
    /// The item's title, else its system item's spoken name; nil for an image item without a title.
    var barItemAccessibilityLabel: String? {
        guard let item else { return currentTitle }
        if let title = item.title { return title }
        return item.systemItem?.accessibilityName
    }
}

extension BarItem.SystemItem {
    /// The name VoiceOver speaks for the item (nil for the spaces).
    var accessibilityName: String? {
        switch self {
        case .done: "Done"
        case .cancel: "Cancel"
        case .edit: "Edit"
        case .save: "Save"
        case .add: "Add"
        case .flexibleSpace, .fixedSpace: nil
        case .compose: "Compose"
        case .reply: "Reply"
        case .action: "Share"
        case .organize: "Organize"
        case .bookmarks: "Bookmarks"
        case .search: "Search"
        case .refresh: "Refresh"
        case .stop: "Stop"
        case .camera: "Camera"
        case .trash: "Delete"
        case .play: "Play"
        case .pause: "Pause"
        case .rewind: "Rewind"
        case .fastForward: "Fast Forward"
        case .undo: "Undo"
        case .redo: "Redo"
        case .close: "Close"
        }
    }
}
