#ifndef BARKIT_CDBUS_SHIM_H
#define BARKIT_CDBUS_SHIM_H

#include <dbus/dbus.h>

// D-Bus's type codes are macros Swift does not import (`((int) 's')`): the ones BarKitAccessibility
// writes and reads, as constants.
static const int bk_dbus_type_string = DBUS_TYPE_STRING;
static const int bk_dbus_type_object_path = DBUS_TYPE_OBJECT_PATH;
static const int bk_dbus_type_int32 = DBUS_TYPE_INT32;
static const int bk_dbus_type_uint32 = DBUS_TYPE_UINT32;
static const int bk_dbus_type_boolean = DBUS_TYPE_BOOLEAN;
static const int bk_dbus_type_double = DBUS_TYPE_DOUBLE;
static const int bk_dbus_type_array = DBUS_TYPE_ARRAY;
static const int bk_dbus_type_variant = DBUS_TYPE_VARIANT;
static const int bk_dbus_type_struct = DBUS_TYPE_STRUCT;
static const int bk_dbus_type_dict_entry = DBUS_TYPE_DICT_ENTRY;
static const int bk_dbus_type_invalid = DBUS_TYPE_INVALID;
static const int bk_dbus_message_method_call = DBUS_MESSAGE_TYPE_METHOD_CALL;
static const int bk_dbus_message_method_return = DBUS_MESSAGE_TYPE_METHOD_RETURN;
static const int bk_dbus_message_error = DBUS_MESSAGE_TYPE_ERROR;
static const int bk_dbus_message_signal = DBUS_MESSAGE_TYPE_SIGNAL;

#endif
