import CollectionView
import Testing

@testable import TerminalCore
import TerminalUI

@Suite struct KeyDecoderTests {
    @Test(arguments: [
        (UInt32(0x09), Key.tab), (0x0D, .enter), (0x0A, .enter), (0x1B, .escape), (0x7F, .backspace), (0x08, .backspace),
        (0x01, .ctrl("a")), (0x0C, .ctrl("l")), (0x1A, .ctrl("z")), (0x61, .character("a")), (0x20, .character(" ")),
        (0x51, .character("Q")), (0xE9, .character("é")), (0x4E2D, .character("中")), (0x1F600, .character("😀")),
    ])
    func charactersBecomeKeys(value: UInt32, key: Key) {
        #expect(KeyDecoder.key(character: value) == key)
    }

    @Test func nulAndC1ControlsAreNoKeys() {
        #expect(KeyDecoder.key(character: 0) == nil)
        #expect(KeyDecoder.key(character: 0x85) == nil)
        #expect(KeyDecoder.key(character: 0xD800) == nil, "a lone surrogate is no scalar")
    }
}
