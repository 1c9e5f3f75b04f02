import BarDocuments
import BarGeometry
import Foundation

// Constraints in view documents (Docs/Layout.md), as storyboards keep them: a view's
// `"constraints"` array relates views by id, made and activated once every view exists.
//
//     {"item": "icon", "attribute": "centerX", "relatedBy": "equal", "toItem": "title",
//      "toAttribute": "centerX", "multiplier": 1, "constant": 0, "priority": 750, "identifier": "x"}
//
// `item` defaults to the view declaring the constraint; `toItem` may be absent (a width or height
// to a constant), and `toAttribute` defaults to `attribute`. Every view a constraint names, except
// the document's root, stops translating its autoresizing mask unless the document says otherwise.

extension Coder {
    /// Keeps the array at `key` for `DocumentContext.makeConstraints()`.
    func deferConstraints(forKey key: String, of view: View) {
        guard let value = presentValue(forKey: key) else { return }
        context.deferredConstraints.append((view, value, "\(path).\(key)"))
    }
}

extension LayoutConstraint.Attribute {
    /// The attribute's name in documents (its description).
    static let documentNames = Dictionary(uniqueKeysWithValues: allCases.map { ($0.description, $0) })
}

extension DocumentContext {
    /// Makes and activates the constraints the document declares, after its views exist.
    func makeConstraints() {
        let pending = deferredConstraints
        deferredConstraints = []
        guard firstError == nil, !pending.isEmpty else { return }
        var made: [LayoutConstraint] = []
        var named: [View] = []
        for (view, value, path) in pending {
            guard case .array(let items) = value else {
                record(
                    .typeMismatch(
                        source: source, path: path.components(separatedBy: ".").dropLast().joined(separator: "."),
                        key: "constraints", expected: "an array of objects", found: value.kindDescription))
                return
            }
            for (index, item) in items.enumerated() {
                let itemPath = "\(path)[\(index)]"
                guard case .object(let fields) = item else {
                    record(.notAnObject(source: source, path: itemPath, found: item.kindDescription))
                    return
                }
                let coder = Coder(values: fields, path: itemPath, depth: 0, context: self)
                guard let constraint = makeConstraint(from: coder, declaredOn: view, named: &named) else { return }
                coder.reportUnreadKeys(ignoring: [])
                made.append(constraint)
            }
        }
        guard firstError == nil else { return }
        for view in named where view.storedSuperview != nil && !explicitTranslation.contains(ObjectIdentifier(view)) {
            view.translatesAutoresizingMaskIntoConstraints = false
        }
        LayoutConstraint.activate(made)
    }

    private func makeConstraint(from coder: Coder, declaredOn view: View, named: inout [View]) -> LayoutConstraint? {
        func item(forKey key: String) -> View?? {
            guard coder.containsValue(forKey: key) else { return .some(nil) }
            guard let id = coder.decodeString(forKey: key) else { return nil }
            guard let found = viewsByID[id] else {
                coder.failInvalidValue(forKey: key, reason: "no view in the document has the id \"\(id)\"")
                return nil
            }
            return .some(found)
        }
        guard let firstLookup = item(forKey: "item"), let secondLookup = item(forKey: "toItem") else { return nil }
        let first = firstLookup ?? view
        guard let attributeValue = coder.presentValue(forKey: "attribute") else {
            coder.failInvalidValue(forKey: "attribute", reason: "a constraint needs an attribute")
            return nil
        }
        guard
            let attribute = coder.decodeName(
                forKey: "attribute", value: attributeValue, names: LayoutConstraint.Attribute.documentNames)
        else { return nil }
        var secondAttribute = secondLookup == nil ? LayoutConstraint.Attribute.notAnAttribute : attribute
        if let value = coder.presentValue(forKey: "toAttribute") {
            guard
                let named = coder.decodeName(
                    forKey: "toAttribute", value: value, names: LayoutConstraint.Attribute.documentNames)
            else { return nil }
            secondAttribute = named
        }
        var relation = LayoutConstraint.Relation.equal
        if let value = coder.presentValue(forKey: "relatedBy") {
            let names: [String: LayoutConstraint.Relation] = [
                "equal": .equal, "lessThanOrEqual": .lessThanOrEqual, "greaterThanOrEqual": .greaterThanOrEqual,
            ]
            guard let decoded = coder.decodeName(forKey: "relatedBy", value: value, names: names) else { return nil }
            relation = decoded
        }
        let multiplier = coder.decodeIfPresent(CGFloat.self, forKey: "multiplier") ?? 1
        let constant = coder.decodeIfPresent(CGFloat.self, forKey: "constant") ?? 0
        var priority = LayoutPriority.required
        if let priorityValue = coder.decodeIfPresent(Double.self, forKey: "priority") {
            let value = Float(priorityValue)
            guard value >= 1 && value <= 1000 else {
                coder.failInvalidValue(forKey: "priority", reason: "a priority is from 1 to 1000, not \(value)")
                return nil
            }
            priority = LayoutPriority(value)
        }
        let constraint = LayoutConstraint(
            item: first, attribute: attribute, relatedBy: relation, toItem: secondLookup ?? nil,
            attribute: secondAttribute, multiplier: multiplier, constant: constant)
        constraint.priority = priority
        constraint.identifier = coder.decodeString(forKey: "identifier")
        if let problem = constraint.validationProblem() {
            coder.failWithError(
                .invalidValue(source: source, path: coder.path, key: "attribute", reason: problem.description))
            return nil
        }
        named.append(first)
        if let second = secondLookup ?? nil { named.append(second) }
        return firstError == nil ? constraint : nil
    }
}
