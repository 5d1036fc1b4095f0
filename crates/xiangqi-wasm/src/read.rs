//! Reading the plain objects the page sends (search limits, how to play a level, a game's
//! variations, evaluations and tags), field by field.
//!
//! Not through serde: deriving `Deserialize` for these few small shapes, with the float
//! formatting its error messages pulled in, made the module every visitor downloads 20 KB
//! (gzip) larger (160.6 against 140.5 KB; docs/performance.md). For the same reason no
//! message here formats an `f64`. A field left out or null reads as `None`; a field of
//! the wrong kind is an error naming it.

use js_sys::{Array, Object, Reflect};
use wasm_bindgen::prelude::*;

/// `value[name]`, undefined when there is no such field (or `value` is not an object).
pub fn field(value: &JsValue, name: &str) -> JsValue {
    Reflect::get(value, &JsValue::from_str(name)).unwrap_or(JsValue::UNDEFINED)
}

/// `value` read by `read`, or `None` when it is undefined or null.
pub fn optional<T>(
    value: &JsValue,
    read: impl FnOnce(&JsValue) -> Result<T, JsError>,
) -> Result<Option<T>, JsError> {
    if value.is_undefined() || value.is_null() {
        Ok(None)
    } else {
        read(value).map(Some)
    }
}

/// The field `name` of `value` read by `read` (which gets the name for its errors), or
/// `None` when it is left out or null.
pub fn given<T>(
    value: &JsValue,
    name: &str,
    read: impl FnOnce(&JsValue, &str) -> Result<T, JsError>,
) -> Result<Option<T>, JsError> {
    optional(&field(value, name), |v| read(v, name))
}

/// `value`, if it is an object (whose fields can then be read).
pub fn object<'a>(value: &'a JsValue, what: &str) -> Result<&'a JsValue, JsError> {
    if value.is_object() && !value.is_array() {
        Ok(value)
    } else {
        Err(JsError::new(&format!("{what} must be an object")))
    }
}

pub fn array(value: &JsValue, what: &str) -> Result<Array, JsError> {
    value
        .dyn_ref::<Array>()
        .cloned()
        .ok_or_else(|| JsError::new(&format!("{what} must be an array")))
}

pub fn string(value: &JsValue, what: &str) -> Result<String, JsError> {
    value
        .as_string()
        .ok_or_else(|| JsError::new(&format!("{what} must be a string")))
}

pub fn number(value: &JsValue, what: &str) -> Result<f64, JsError> {
    value
        .as_f64()
        .filter(|n| n.is_finite())
        .ok_or_else(|| JsError::new(&format!("{what} must be a number")))
}

/// A whole number from `min` to `max`.
pub fn whole(value: &JsValue, what: &str, min: i64, max: i64) -> Result<i64, JsError> {
    // Bounds within ±2^53 are exact as JS numbers, so comparing them as f64 is exact too.
    number(value, what)
        .ok()
        .filter(|n| n.fract() == 0.0 && (min as f64..=max as f64).contains(n))
        .map(|n| n as i64)
        .ok_or_else(|| {
            JsError::new(&format!(
                "{what} must be a whole number from {min} to {max}"
            ))
        })
}

/// A count (a whole number, not negative) that fits in `T`.
pub fn count<T: TryFrom<u64>>(value: &JsValue, what: &str) -> Result<T, JsError> {
    // Up to 2^53, the largest whole number a JS number holds exactly.
    let n = whole(value, what, 0, 1 << 53)? as u64;
    T::try_from(n).map_err(|_| JsError::new(&format!("{what} is too large: {n}")))
}

pub fn flag(value: &JsValue, what: &str) -> Result<bool, JsError> {
    value
        .as_bool()
        .ok_or_else(|| JsError::new(&format!("{what} must be true or false")))
}

/// An object's own fields as (name, text) pairs, e.g. PGN tags `{Event: "…", Red: "…"}`.
pub fn texts(value: &JsValue, what: &str) -> Result<Vec<(String, String)>, JsError> {
    let object = value
        .dyn_ref::<Object>()
        .ok_or_else(|| JsError::new(&format!("{what} must be an object of names to values")))?;
    Object::entries(object)
        .iter()
        .map(|entry| {
            let entry = Array::from(&entry);
            let name = string(&entry.get(0), what)?;
            let text = string(&entry.get(1), &format!("{what}: {name}"))?;
            Ok((name, text))
        })
        .collect()
}
