//! Reading the binary formats' bytes one field after another.

/// Where a reader is in a file's bytes.
pub(crate) struct Cursor<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl<'a> Cursor<'a> {
    pub(crate) fn new(bytes: &'a [u8], at: usize) -> Cursor<'a> {
        Cursor { bytes, at }
    }

    pub(crate) fn at_end(&self) -> bool {
        self.at >= self.bytes.len()
    }

    /// The next `n` bytes, or `None` when fewer are left.
    pub(crate) fn take(&mut self, n: usize) -> Option<&'a [u8]> {
        let end = self
            .at
            .checked_add(n)
            .filter(|&end| end <= self.bytes.len())?;
        let bytes = &self.bytes[self.at..end];
        self.at = end;
        Some(bytes)
    }

    /// The next 32-bit little-endian word.
    pub(crate) fn word(&mut self) -> Option<u32> {
        self.take(4)
            .map(|b| u32::from_le_bytes([b[0], b[1], b[2], b[3]]))
    }
}
