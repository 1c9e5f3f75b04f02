import CDBus

// D-Bus messages as the bridge builds and reads them: a writer and a reader over libdbus's
// iterators, one container at a time. libdbus aborts the process on a malformed value (a bad object
// path, invalid UTF-8); the bridge writes only paths it made and Swift strings (valid UTF-8).

/// A D-Bus message the bridge holds (one reference, dropped on release).
final class DBusMessageRef {
    let pointer: OpaquePointer

    /// Takes over the reference `pointer` carries.
    init(adopting pointer: OpaquePointer) { self.pointer = pointer }

    deinit { dbus_message_unref(pointer) }

    var type: Int32 { dbus_message_get_type(pointer) }
    var interface: String? { dbus_message_get_interface(pointer).map { String(cString: $0) } }
    var member: String? { dbus_message_get_member(pointer).map { String(cString: $0) } }
    var path: String? { dbus_message_get_path(pointer).map { String(cString: $0) } }
    var sender: String? { dbus_message_get_sender(pointer).map { String(cString: $0) } }
    var replySerial: UInt32 { dbus_message_get_reply_serial(pointer) }
    var signature: String { dbus_message_get_signature(pointer).map { String(cString: $0) } ?? "" }

    /// A method call to `destination`.
    static func methodCall(destination: String?, path: String, interface: String, member: String) -> DBusMessageRef? {
        dbus_message_new_method_call(destination, path, interface, member).map(DBusMessageRef.init(adopting:))
    }

    /// A signal from `path`.
    static func signal(path: String, interface: String, member: String) -> DBusMessageRef? {
        dbus_message_new_signal(path, interface, member).map(DBusMessageRef.init(adopting:))
    }

    /// The reply to this method call.
    func methodReturn() -> DBusMessageRef? {
        dbus_message_new_method_return(pointer).map(DBusMessageRef.init(adopting:))
    }

    /// An error reply to this method call.
    func errorReply(name: String, text: String) -> DBusMessageRef? {
        dbus_message_new_error(pointer, name, text).map(DBusMessageRef.init(adopting:))
    }

    /// Appends arguments.
    func write(_ body: (inout DBusWriter) -> Void) {
        var writer = DBusWriter()
        dbus_message_iter_init_append(pointer, &writer.iter)
        body(&writer)
    }

    /// A reader at the first argument.
    func reader() -> DBusReader {
        var reader = DBusReader()
        if dbus_message_iter_init(pointer, &reader.iter) == 0 { reader.isEmpty = true }
        return reader
    }
}

/// Appends values to a message, or to a container inside one.
struct DBusWriter {
    var iter = DBusMessageIter()

    mutating func string(_ value: String) {
        value.withCString { characters in
            var pointer: UnsafePointer<CChar>? = characters
            _ = dbus_message_iter_append_basic(&iter, bk_dbus_type_string, &pointer)
        }
    }

    mutating func objectPath(_ value: String) {
        value.withCString { characters in
            var pointer: UnsafePointer<CChar>? = characters
            _ = dbus_message_iter_append_basic(&iter, bk_dbus_type_object_path, &pointer)
        }
    }

    mutating func int32(_ value: Int32) {
        var value = value
        _ = dbus_message_iter_append_basic(&iter, bk_dbus_type_int32, &value)
    }

    mutating func uint32(_ value: UInt32) {
        var value = value
        _ = dbus_message_iter_append_basic(&iter, bk_dbus_type_uint32, &value)
    }

    mutating func bool(_ value: Bool) {
        var value: dbus_bool_t = value ? 1 : 0
        _ = dbus_message_iter_append_basic(&iter, bk_dbus_type_boolean, &value)
    }

    mutating func double(_ value: Double) {
        var value = value
        _ = dbus_message_iter_append_basic(&iter, bk_dbus_type_double, &value)
    }

    /// An object reference: a struct of a bus name and an object path, `(so)`.
    mutating func reference(_ reference: AccessibleReference) {
        structure { fields in
            fields.string(reference.bus)
            fields.objectPath(reference.path)
        }
    }

    mutating func structure(_ body: (inout DBusWriter) -> Void) { container(bk_dbus_type_struct, nil, body) }

    mutating func array(of signature: String, _ body: (inout DBusWriter) -> Void) {
        container(bk_dbus_type_array, signature, body)
    }

    mutating func variant(_ signature: String, _ body: (inout DBusWriter) -> Void) {
        container(bk_dbus_type_variant, signature, body)
    }

    mutating func dictEntry(_ body: (inout DBusWriter) -> Void) { container(bk_dbus_type_dict_entry, nil, body) }

    private mutating func container(_ type: Int32, _ signature: String?, _ body: (inout DBusWriter) -> Void) {
        var child = DBusWriter()
        if let signature {
            _ = signature.withCString { dbus_message_iter_open_container(&iter, type, $0, &child.iter) }
        } else {
            _ = dbus_message_iter_open_container(&iter, type, nil, &child.iter)
        }
        body(&child)
        _ = dbus_message_iter_close_container(&iter, &child.iter)
    }
}

/// Reads a message's arguments in order; a value of the wrong type reads as nil.
struct DBusReader {
    var iter = DBusMessageIter()
    var isEmpty = false

    var argumentType: Int32 {
        guard !isEmpty else { return bk_dbus_type_invalid }
        var here = iter
        return dbus_message_iter_get_arg_type(&here)
    }

    /// Moves to the next argument.
    mutating func advance() {
        if !isEmpty, dbus_message_iter_next(&iter) == 0 { isEmpty = true }
    }

    /// The string (or object path) here, then moves on.
    mutating func string() -> String? {
        let type = argumentType
        guard type == bk_dbus_type_string || type == bk_dbus_type_object_path else { return nil }
        var pointer: UnsafePointer<CChar>?
        dbus_message_iter_get_basic(&iter, &pointer)
        advance()
        return pointer.map { String(cString: $0) }
    }

    mutating func int32() -> Int32? {
        guard argumentType == bk_dbus_type_int32 else { return nil }
        var value: Int32 = 0
        dbus_message_iter_get_basic(&iter, &value)
        advance()
        return value
    }

    mutating func uint32() -> UInt32? {
        guard argumentType == bk_dbus_type_uint32 else { return nil }
        var value: UInt32 = 0
        dbus_message_iter_get_basic(&iter, &value)
        advance()
        return value
    }

    mutating func double() -> Double? {
        guard argumentType == bk_dbus_type_double else { return nil }
        var value: Double = 0
        dbus_message_iter_get_basic(&iter, &value)
        advance()
        return value
    }

    /// A reader inside the container here (struct, array, variant), then moves on.
    mutating func contents() -> DBusReader? {
        let type = argumentType
        guard type == bk_dbus_type_struct || type == bk_dbus_type_array || type == bk_dbus_type_variant else {
            return nil
        }
        var inner = DBusReader()
        dbus_message_iter_recurse(&iter, &inner.iter)
        if inner.argumentType == bk_dbus_type_invalid { inner.isEmpty = true }
        advance()
        return inner
    }
}

/// An accessible object as AT-SPI names it: the bus name of its application and its object path.
struct AccessibleReference: Equatable {
    var bus: String
    var path: String

    /// The null reference AT-SPI uses for "none".
    static let null = AccessibleReference(bus: "", path: "/org/a11y/atspi/null")
}
