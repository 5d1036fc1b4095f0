//! Base64 with the URL-safe alphabet and no padding (RFC 4648, section 5): the form a
//! game link's bytes take in an address, where `+`, `/` and `=` would be escaped or cut
//! by messengers.

const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/// The value of one base64url letter, or `None` for any other character.
fn value(letter: u8) -> Option<u32> {
    match letter {
        b'A'..=b'Z' => Some(u32::from(letter - b'A')),
        b'a'..=b'z' => Some(u32::from(letter - b'a') + 26),
        b'0'..=b'9' => Some(u32::from(letter - b'0') + 52),
        b'-' => Some(62),
        b'_' => Some(63),
        _ => None,
    }
}

pub fn encode(bytes: &[u8]) -> String {
    let mut text = String::with_capacity(bytes.len().div_ceil(3) * 4);
    for chunk in bytes.chunks(3) {
        let group = chunk
            .iter()
            .enumerate()
            .fold(0u32, |group, (i, &b)| group | u32::from(b) << (16 - 8 * i));
        // Three bytes make four letters; a last chunk of one or two makes two or three.
        for i in 0..=chunk.len() {
            text.push(char::from(ALPHABET[(group >> (18 - 6 * i) & 63) as usize]));
        }
    }
    text
}

/// Why text is not base64url.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Base64Error {
    /// The character at this position (counted from 0) is not one of the alphabet's.
    Letter { at: usize, found: char },
    /// A length no encoding has: one letter more than a multiple of four.
    Length(usize),
}

/// The bytes `text` encodes. Padding (`=`) at the end is accepted and ignored, as some
/// tools add it.
pub fn decode(text: &str) -> Result<Vec<u8>, Base64Error> {
    let text = text.trim_end_matches('=');
    if let Some(at) = text.bytes().position(|b| value(b).is_none()) {
        // Every byte before it is an ASCII letter, so it starts a character.
        return Err(Base64Error::Letter {
            at,
            found: text[at..].chars().next().unwrap_or('?'),
        });
    }
    if text.len() % 4 == 1 {
        return Err(Base64Error::Length(text.len()));
    }
    let mut bytes = Vec::with_capacity(text.len() / 4 * 3 + 2);
    for chunk in text.as_bytes().chunks(4) {
        let group = chunk.iter().enumerate().fold(0u32, |group, (i, &letter)| {
            group | value(letter).unwrap_or(0) << (18 - 6 * i)
        });
        for i in 0..chunk.len() - 1 {
            bytes.push((group >> (16 - 8 * i)) as u8);
        }
    }
    Ok(bytes)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_rfc_4648_examples() {
        // RFC 4648, section 10, without the padding.
        for (bytes, text) in [
            ("", ""),
            ("f", "Zg"),
            ("fo", "Zm8"),
            ("foo", "Zm9v"),
            ("foob", "Zm9vYg"),
            ("fooba", "Zm9vYmE"),
            ("foobar", "Zm9vYmFy"),
        ] {
            assert_eq!(encode(bytes.as_bytes()), text);
            assert_eq!(decode(text).unwrap(), bytes.as_bytes());
        }
    }

    #[test]
    fn the_url_safe_letters_stand_for_62_and_63() {
        assert_eq!(encode(&[0xfb, 0xff]), "-_8");
        assert_eq!(decode("-_8").unwrap(), [0xfb, 0xff]);
        assert_eq!(decode("Zm8=").unwrap(), b"fo");
    }

    #[test]
    fn every_byte_string_comes_back() {
        let bytes: Vec<u8> = (0..=255).collect();
        for len in 0..bytes.len() {
            assert_eq!(decode(&encode(&bytes[..len])).unwrap(), &bytes[..len]);
        }
    }

    #[test]
    fn other_text_is_refused_with_where() {
        assert_eq!(
            decode("Zm9+"),
            Err(Base64Error::Letter { at: 3, found: '+' })
        );
        assert_eq!(
            decode("Zm炮9"),
            Err(Base64Error::Letter {
                at: 2, found: '炮'
            })
        );
        assert_eq!(decode("Zm9vY"), Err(Base64Error::Length(5)));
    }
}
