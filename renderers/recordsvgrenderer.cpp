#include "recordsvgrenderer.h"

#include <QFile>
#include <QIODevice>
#include <algorithm>
#include <climits>
#include <cstring>

#include "evidenceinsertion.h"
#include "htmlescape.h"
#include "recordreader.h"

namespace techlog {

namespace {

// Non-default terminal widths, generated from Python's unicodedata (Unicode 14):
// East Asian Width W/F -> 2 (unassigned code points in the ideograph blocks too);
// Mn, Me, Cf and the Hangul medial/final jamo U+1160..U+11FF -> 0. Everything else is 1.
struct WidthRange {
    char32_t lo;
    char32_t hi;
    int width;
};
constexpr WidthRange kWidthRanges[] = {
    {0x300, 0x36F, 0},     {0x483, 0x489, 0},     {0x591, 0x5BD, 0},     {0x5BF, 0x5BF, 0},
    {0x5C1, 0x5C2, 0},     {0x5C4, 0x5C5, 0},     {0x5C7, 0x5C7, 0},     {0x600, 0x605, 0},
    {0x610, 0x61A, 0},     {0x61C, 0x61C, 0},     {0x64B, 0x65F, 0},     {0x670, 0x670, 0},
    {0x6D6, 0x6DD, 0},     {0x6DF, 0x6E4, 0},     {0x6E7, 0x6E8, 0},     {0x6EA, 0x6ED, 0},
    {0x70F, 0x70F, 0},     {0x711, 0x711, 0},     {0x730, 0x74A, 0},     {0x7A6, 0x7B0, 0},
    {0x7EB, 0x7F3, 0},     {0x7FD, 0x7FD, 0},     {0x816, 0x819, 0},     {0x81B, 0x823, 0},
    {0x825, 0x827, 0},     {0x829, 0x82D, 0},     {0x859, 0x85B, 0},     {0x890, 0x891, 0},
    {0x898, 0x89F, 0},     {0x8CA, 0x902, 0},     {0x93A, 0x93A, 0},     {0x93C, 0x93C, 0},
    {0x941, 0x948, 0},     {0x94D, 0x94D, 0},     {0x951, 0x957, 0},     {0x962, 0x963, 0},
    {0x981, 0x981, 0},     {0x9BC, 0x9BC, 0},     {0x9C1, 0x9C4, 0},     {0x9CD, 0x9CD, 0},
    {0x9E2, 0x9E3, 0},     {0x9FE, 0x9FE, 0},     {0xA01, 0xA02, 0},     {0xA3C, 0xA3C, 0},
    {0xA41, 0xA42, 0},     {0xA47, 0xA48, 0},     {0xA4B, 0xA4D, 0},     {0xA51, 0xA51, 0},
    {0xA70, 0xA71, 0},     {0xA75, 0xA75, 0},     {0xA81, 0xA82, 0},     {0xABC, 0xABC, 0},
    {0xAC1, 0xAC5, 0},     {0xAC7, 0xAC8, 0},     {0xACD, 0xACD, 0},     {0xAE2, 0xAE3, 0},
    {0xAFA, 0xAFF, 0},     {0xB01, 0xB01, 0},     {0xB3C, 0xB3C, 0},     {0xB3F, 0xB3F, 0},
    {0xB41, 0xB44, 0},     {0xB4D, 0xB4D, 0},     {0xB55, 0xB56, 0},     {0xB62, 0xB63, 0},
    {0xB82, 0xB82, 0},     {0xBC0, 0xBC0, 0},     {0xBCD, 0xBCD, 0},     {0xC00, 0xC00, 0},
    {0xC04, 0xC04, 0},     {0xC3C, 0xC3C, 0},     {0xC3E, 0xC40, 0},     {0xC46, 0xC48, 0},
    {0xC4A, 0xC4D, 0},     {0xC55, 0xC56, 0},     {0xC62, 0xC63, 0},     {0xC81, 0xC81, 0},
    {0xCBC, 0xCBC, 0},     {0xCBF, 0xCBF, 0},     {0xCC6, 0xCC6, 0},     {0xCCC, 0xCCD, 0},
    {0xCE2, 0xCE3, 0},     {0xD00, 0xD01, 0},     {0xD3B, 0xD3C, 0},     {0xD41, 0xD44, 0},
    {0xD4D, 0xD4D, 0},     {0xD62, 0xD63, 0},     {0xD81, 0xD81, 0},     {0xDCA, 0xDCA, 0},
    {0xDD2, 0xDD4, 0},     {0xDD6, 0xDD6, 0},     {0xE31, 0xE31, 0},     {0xE34, 0xE3A, 0},
    {0xE47, 0xE4E, 0},     {0xEB1, 0xEB1, 0},     {0xEB4, 0xEBC, 0},     {0xEC8, 0xECD, 0},
    {0xF18, 0xF19, 0},     {0xF35, 0xF35, 0},     {0xF37, 0xF37, 0},     {0xF39, 0xF39, 0},
    {0xF71, 0xF7E, 0},     {0xF80, 0xF84, 0},     {0xF86, 0xF87, 0},     {0xF8D, 0xF97, 0},
    {0xF99, 0xFBC, 0},     {0xFC6, 0xFC6, 0},     {0x102D, 0x1030, 0},   {0x1032, 0x1037, 0},
    {0x1039, 0x103A, 0},   {0x103D, 0x103E, 0},   {0x1058, 0x1059, 0},   {0x105E, 0x1060, 0},
    {0x1071, 0x1074, 0},   {0x1082, 0x1082, 0},   {0x1085, 0x1086, 0},   {0x108D, 0x108D, 0},
    {0x109D, 0x109D, 0},   {0x1100, 0x115F, 2},   {0x1160, 0x11FF, 0},   {0x135D, 0x135F, 0},
    {0x1712, 0x1714, 0},   {0x1732, 0x1733, 0},   {0x1752, 0x1753, 0},   {0x1772, 0x1773, 0},
    {0x17B4, 0x17B5, 0},   {0x17B7, 0x17BD, 0},   {0x17C6, 0x17C6, 0},   {0x17C9, 0x17D3, 0},
    {0x17DD, 0x17DD, 0},   {0x180B, 0x180F, 0},   {0x1885, 0x1886, 0},   {0x18A9, 0x18A9, 0},
    {0x1920, 0x1922, 0},   {0x1927, 0x1928, 0},   {0x1932, 0x1932, 0},   {0x1939, 0x193B, 0},
    {0x1A17, 0x1A18, 0},   {0x1A1B, 0x1A1B, 0},   {0x1A56, 0x1A56, 0},   {0x1A58, 0x1A5E, 0},
    {0x1A60, 0x1A60, 0},   {0x1A62, 0x1A62, 0},   {0x1A65, 0x1A6C, 0},   {0x1A73, 0x1A7C, 0},
    {0x1A7F, 0x1A7F, 0},   {0x1AB0, 0x1ACE, 0},   {0x1B00, 0x1B03, 0},   {0x1B34, 0x1B34, 0},
    {0x1B36, 0x1B3A, 0},   {0x1B3C, 0x1B3C, 0},   {0x1B42, 0x1B42, 0},   {0x1B6B, 0x1B73, 0},
    {0x1B80, 0x1B81, 0},   {0x1BA2, 0x1BA5, 0},   {0x1BA8, 0x1BA9, 0},   {0x1BAB, 0x1BAD, 0},
    {0x1BE6, 0x1BE6, 0},   {0x1BE8, 0x1BE9, 0},   {0x1BED, 0x1BED, 0},   {0x1BEF, 0x1BF1, 0},
    {0x1C2C, 0x1C33, 0},   {0x1C36, 0x1C37, 0},   {0x1CD0, 0x1CD2, 0},   {0x1CD4, 0x1CE0, 0},
    {0x1CE2, 0x1CE8, 0},   {0x1CED, 0x1CED, 0},   {0x1CF4, 0x1CF4, 0},   {0x1CF8, 0x1CF9, 0},
    {0x1DC0, 0x1DFF, 0},   {0x200B, 0x200F, 0},   {0x202A, 0x202E, 0},   {0x2060, 0x2064, 0},
    {0x2066, 0x206F, 0},   {0x20D0, 0x20F0, 0},   {0x231A, 0x231B, 2},   {0x2329, 0x232A, 2},
    {0x23E9, 0x23EC, 2},   {0x23F0, 0x23F0, 2},   {0x23F3, 0x23F3, 2},   {0x25FD, 0x25FE, 2},
    {0x2614, 0x2615, 2},   {0x2648, 0x2653, 2},   {0x267F, 0x267F, 2},   {0x2693, 0x2693, 2},
    {0x26A1, 0x26A1, 2},   {0x26AA, 0x26AB, 2},   {0x26BD, 0x26BE, 2},   {0x26C4, 0x26C5, 2},
    {0x26CE, 0x26CE, 2},   {0x26D4, 0x26D4, 2},   {0x26EA, 0x26EA, 2},   {0x26F2, 0x26F3, 2},
    {0x26F5, 0x26F5, 2},   {0x26FA, 0x26FA, 2},   {0x26FD, 0x26FD, 2},   {0x2705, 0x2705, 2},
    {0x270A, 0x270B, 2},   {0x2728, 0x2728, 2},   {0x274C, 0x274C, 2},   {0x274E, 0x274E, 2},
    {0x2753, 0x2755, 2},   {0x2757, 0x2757, 2},   {0x2795, 0x2797, 2},   {0x27B0, 0x27B0, 2},
    {0x27BF, 0x27BF, 2},   {0x2B1B, 0x2B1C, 2},   {0x2B50, 0x2B50, 2},   {0x2B55, 0x2B55, 2},
    {0x2CEF, 0x2CF1, 0},   {0x2D7F, 0x2D7F, 0},   {0x2DE0, 0x2DFF, 0},   {0x2E80, 0x2E99, 2},
    {0x2E9B, 0x2EF3, 2},   {0x2F00, 0x2FD5, 2},   {0x2FF0, 0x2FFB, 2},   {0x3000, 0x3029, 2},
    {0x302A, 0x302D, 0},   {0x302E, 0x303E, 2},   {0x3041, 0x3096, 2},   {0x3099, 0x309A, 0},
    {0x309B, 0x30FF, 2},   {0x3105, 0x312F, 2},   {0x3131, 0x318E, 2},   {0x3190, 0x31E3, 2},
    {0x31F0, 0x321E, 2},   {0x3220, 0x3247, 2},   {0x3250, 0x4DBF, 2},   {0x4E00, 0xA48C, 2},
    {0xA490, 0xA4C6, 2},   {0xA66F, 0xA672, 0},   {0xA674, 0xA67D, 0},   {0xA69E, 0xA69F, 0},
    {0xA6F0, 0xA6F1, 0},   {0xA802, 0xA802, 0},   {0xA806, 0xA806, 0},   {0xA80B, 0xA80B, 0},
    {0xA825, 0xA826, 0},   {0xA82C, 0xA82C, 0},   {0xA8C4, 0xA8C5, 0},   {0xA8E0, 0xA8F1, 0},
    {0xA8FF, 0xA8FF, 0},   {0xA926, 0xA92D, 0},   {0xA947, 0xA951, 0},   {0xA960, 0xA97C, 2},
    {0xA980, 0xA982, 0},   {0xA9B3, 0xA9B3, 0},   {0xA9B6, 0xA9B9, 0},   {0xA9BC, 0xA9BD, 0},
    {0xA9E5, 0xA9E5, 0},   {0xAA29, 0xAA2E, 0},   {0xAA31, 0xAA32, 0},   {0xAA35, 0xAA36, 0},
    {0xAA43, 0xAA43, 0},   {0xAA4C, 0xAA4C, 0},   {0xAA7C, 0xAA7C, 0},   {0xAAB0, 0xAAB0, 0},
    {0xAAB2, 0xAAB4, 0},   {0xAAB7, 0xAAB8, 0},   {0xAABE, 0xAABF, 0},   {0xAAC1, 0xAAC1, 0},
    {0xAAEC, 0xAAED, 0},   {0xAAF6, 0xAAF6, 0},   {0xABE5, 0xABE5, 0},   {0xABE8, 0xABE8, 0},
    {0xABED, 0xABED, 0},   {0xAC00, 0xD7A3, 2},   {0xF900, 0xFAFF, 2},   {0xFB1E, 0xFB1E, 0},
    {0xFE00, 0xFE0F, 0},   {0xFE10, 0xFE19, 2},   {0xFE20, 0xFE2F, 0},   {0xFE30, 0xFE52, 2},
    {0xFE54, 0xFE66, 2},   {0xFE68, 0xFE6B, 2},   {0xFEFF, 0xFEFF, 0},   {0xFF01, 0xFF60, 2},
    {0xFFE0, 0xFFE6, 2},   {0xFFF9, 0xFFFB, 0},   {0x101FD, 0x101FD, 0}, {0x102E0, 0x102E0, 0},
    {0x10376, 0x1037A, 0}, {0x10A01, 0x10A03, 0}, {0x10A05, 0x10A06, 0}, {0x10A0C, 0x10A0F, 0},
    {0x10A38, 0x10A3A, 0}, {0x10A3F, 0x10A3F, 0}, {0x10AE5, 0x10AE6, 0}, {0x10D24, 0x10D27, 0},
    {0x10EAB, 0x10EAC, 0}, {0x10F46, 0x10F50, 0}, {0x10F82, 0x10F85, 0}, {0x11001, 0x11001, 0},
    {0x11038, 0x11046, 0}, {0x11070, 0x11070, 0}, {0x11073, 0x11074, 0}, {0x1107F, 0x11081, 0},
    {0x110B3, 0x110B6, 0}, {0x110B9, 0x110BA, 0}, {0x110BD, 0x110BD, 0}, {0x110C2, 0x110C2, 0},
    {0x110CD, 0x110CD, 0}, {0x11100, 0x11102, 0}, {0x11127, 0x1112B, 0}, {0x1112D, 0x11134, 0},
    {0x11173, 0x11173, 0}, {0x11180, 0x11181, 0}, {0x111B6, 0x111BE, 0}, {0x111C9, 0x111CC, 0},
    {0x111CF, 0x111CF, 0}, {0x1122F, 0x11231, 0}, {0x11234, 0x11234, 0}, {0x11236, 0x11237, 0},
    {0x1123E, 0x1123E, 0}, {0x112DF, 0x112DF, 0}, {0x112E3, 0x112EA, 0}, {0x11300, 0x11301, 0},
    {0x1133B, 0x1133C, 0}, {0x11340, 0x11340, 0}, {0x11366, 0x1136C, 0}, {0x11370, 0x11374, 0},
    {0x11438, 0x1143F, 0}, {0x11442, 0x11444, 0}, {0x11446, 0x11446, 0}, {0x1145E, 0x1145E, 0},
    {0x114B3, 0x114B8, 0}, {0x114BA, 0x114BA, 0}, {0x114BF, 0x114C0, 0}, {0x114C2, 0x114C3, 0},
    {0x115B2, 0x115B5, 0}, {0x115BC, 0x115BD, 0}, {0x115BF, 0x115C0, 0}, {0x115DC, 0x115DD, 0},
    {0x11633, 0x1163A, 0}, {0x1163D, 0x1163D, 0}, {0x1163F, 0x11640, 0}, {0x116AB, 0x116AB, 0},
    {0x116AD, 0x116AD, 0}, {0x116B0, 0x116B5, 0}, {0x116B7, 0x116B7, 0}, {0x1171D, 0x1171F, 0},
    {0x11722, 0x11725, 0}, {0x11727, 0x1172B, 0}, {0x1182F, 0x11837, 0}, {0x11839, 0x1183A, 0},
    {0x1193B, 0x1193C, 0}, {0x1193E, 0x1193E, 0}, {0x11943, 0x11943, 0}, {0x119D4, 0x119D7, 0},
    {0x119DA, 0x119DB, 0}, {0x119E0, 0x119E0, 0}, {0x11A01, 0x11A0A, 0}, {0x11A33, 0x11A38, 0},
    {0x11A3B, 0x11A3E, 0}, {0x11A47, 0x11A47, 0}, {0x11A51, 0x11A56, 0}, {0x11A59, 0x11A5B, 0},
    {0x11A8A, 0x11A96, 0}, {0x11A98, 0x11A99, 0}, {0x11C30, 0x11C36, 0}, {0x11C38, 0x11C3D, 0},
    {0x11C3F, 0x11C3F, 0}, {0x11C92, 0x11CA7, 0}, {0x11CAA, 0x11CB0, 0}, {0x11CB2, 0x11CB3, 0},
    {0x11CB5, 0x11CB6, 0}, {0x11D31, 0x11D36, 0}, {0x11D3A, 0x11D3A, 0}, {0x11D3C, 0x11D3D, 0},
    {0x11D3F, 0x11D45, 0}, {0x11D47, 0x11D47, 0}, {0x11D90, 0x11D91, 0}, {0x11D95, 0x11D95, 0},
    {0x11D97, 0x11D97, 0}, {0x11EF3, 0x11EF4, 0}, {0x13430, 0x13438, 0}, {0x16AF0, 0x16AF4, 0},
    {0x16B30, 0x16B36, 0}, {0x16F4F, 0x16F4F, 0}, {0x16F8F, 0x16F92, 0}, {0x16FE0, 0x16FE3, 2},
    {0x16FE4, 0x16FE4, 0}, {0x16FF0, 0x16FF1, 2}, {0x17000, 0x187F7, 2}, {0x18800, 0x18CD5, 2},
    {0x18D00, 0x18D08, 2}, {0x1AFF0, 0x1AFF3, 2}, {0x1AFF5, 0x1AFFB, 2}, {0x1AFFD, 0x1AFFE, 2},
    {0x1B000, 0x1B122, 2}, {0x1B150, 0x1B152, 2}, {0x1B164, 0x1B167, 2}, {0x1B170, 0x1B2FB, 2},
    {0x1BC9D, 0x1BC9E, 0}, {0x1BCA0, 0x1BCA3, 0}, {0x1CF00, 0x1CF2D, 0}, {0x1CF30, 0x1CF46, 0},
    {0x1D167, 0x1D169, 0}, {0x1D173, 0x1D182, 0}, {0x1D185, 0x1D18B, 0}, {0x1D1AA, 0x1D1AD, 0},
    {0x1D242, 0x1D244, 0}, {0x1DA00, 0x1DA36, 0}, {0x1DA3B, 0x1DA6C, 0}, {0x1DA75, 0x1DA75, 0},
    {0x1DA84, 0x1DA84, 0}, {0x1DA9B, 0x1DA9F, 0}, {0x1DAA1, 0x1DAAF, 0}, {0x1E000, 0x1E006, 0},
    {0x1E008, 0x1E018, 0}, {0x1E01B, 0x1E021, 0}, {0x1E023, 0x1E024, 0}, {0x1E026, 0x1E02A, 0},
    {0x1E130, 0x1E136, 0}, {0x1E2AE, 0x1E2AE, 0}, {0x1E2EC, 0x1E2EF, 0}, {0x1E8D0, 0x1E8D6, 0},
    {0x1E944, 0x1E94A, 0}, {0x1F004, 0x1F004, 2}, {0x1F0CF, 0x1F0CF, 2}, {0x1F18E, 0x1F18E, 2},
    {0x1F191, 0x1F19A, 2}, {0x1F200, 0x1F202, 2}, {0x1F210, 0x1F23B, 2}, {0x1F240, 0x1F248, 2},
    {0x1F250, 0x1F251, 2}, {0x1F260, 0x1F265, 2}, {0x1F300, 0x1F320, 2}, {0x1F32D, 0x1F335, 2},
    {0x1F337, 0x1F37C, 2}, {0x1F37E, 0x1F393, 2}, {0x1F3A0, 0x1F3CA, 2}, {0x1F3CF, 0x1F3D3, 2},
    {0x1F3E0, 0x1F3F0, 2}, {0x1F3F4, 0x1F3F4, 2}, {0x1F3F8, 0x1F43E, 2}, {0x1F440, 0x1F440, 2},
    {0x1F442, 0x1F4FC, 2}, {0x1F4FF, 0x1F53D, 2}, {0x1F54B, 0x1F54E, 2}, {0x1F550, 0x1F567, 2},
    {0x1F57A, 0x1F57A, 2}, {0x1F595, 0x1F596, 2}, {0x1F5A4, 0x1F5A4, 2}, {0x1F5FB, 0x1F64F, 2},
    {0x1F680, 0x1F6C5, 2}, {0x1F6CC, 0x1F6CC, 2}, {0x1F6D0, 0x1F6D2, 2}, {0x1F6D5, 0x1F6D7, 2},
    {0x1F6DD, 0x1F6DF, 2}, {0x1F6EB, 0x1F6EC, 2}, {0x1F6F4, 0x1F6FC, 2}, {0x1F7E0, 0x1F7EB, 2},
    {0x1F7F0, 0x1F7F0, 2}, {0x1F90C, 0x1F93A, 2}, {0x1F93C, 0x1F945, 2}, {0x1F947, 0x1F9FF, 2},
    {0x1FA70, 0x1FA74, 2}, {0x1FA78, 0x1FA7C, 2}, {0x1FA80, 0x1FA86, 2}, {0x1FA90, 0x1FAAC, 2},
    {0x1FAB0, 0x1FABA, 2}, {0x1FAC0, 0x1FAC5, 2}, {0x1FAD0, 0x1FAD9, 2}, {0x1FAE0, 0x1FAE7, 2},
    {0x1FAF0, 0x1FAF6, 2}, {0x20000, 0x3FFFD, 2},
};

// Layout, in user units. Integers or one decimal, always formatted the same way.
constexpr int kFontSize = 14;
// 0.5em: the half-width pitch of Noto Sans Mono CJK, first in the stack. `textLength` holds
// other fonts (0.6em) to the same grid.
constexpr double kColumnWidth = 7;
constexpr int kRowHeight = 20;
constexpr int kPadding = 16;
constexpr int kGutterColumns = 2;  // holds the continuation marker
constexpr int kHeaderHeight = 32;
constexpr int kFooterHeight = 32;

// Qt SVG (the studio's preview) takes `font-family` as one family name, so the attribute
// names the one font that has both the Latin and the Hangul at a 1:2 pitch. Browsers get the
// whole stack from a rule Qt SVG skips (it ignores @media).
const char* const kFontFamily = "Noto Sans Mono CJK KR";
const char* const kFontStyle =
    "@media all { .mono { font-family: 'Noto Sans Mono CJK KR', 'Noto Sans Mono', "
    "'DejaVu Sans Mono', monospace } }";
const char* const kBackground = "#0d1117";
const char* const kBar = "#161b22";
const char* const kBorder = "#30363d";
const char* const kText = "#c9d1d9";
const char* const kDim = "#8b949e";
const char* const kMarker = "#6e7681";
const char* const kPrompt = "#3fb950";
const char* const kCommand = "#f0f6fc";
const char* const kFailed = "#f85149";
const char* const kMore = "#d29922";

QByteArray num(double value) {
    // One decimal at most; "12.0" -> "12". Locale-free.
    QByteArray text = QByteArray::number(value, 'f', 1);
    if (text.endsWith(".0")) text.chop(2);
    return text;
}

bool isNonCharacter(char32_t cp) {
    return (cp >= 0xFDD0 && cp <= 0xFDEF) || (cp & 0xFFFE) == 0xFFFE;
}

// Removes terminal escape sequences (colours, titles, cursor moves): they are not text.
QString stripEscapes(const QString& line) {
    if (!line.contains(QChar(0x1B))) return line;
    QString out;
    out.reserve(line.size());
    const int n = int(line.size());
    for (int i = 0; i < n; ++i) {
        const char16_t c = line.at(i).unicode();
        if (c != 0x1B) {
            out += QChar(c);
            continue;
        }
        if (i + 1 >= n) break;
        const char16_t kind = line.at(i + 1).unicode();
        if (kind == '[') {  // CSI: parameters, then a final byte 0x40..0x7E
            int j = i + 2;
            while (j < n && !(line.at(j).unicode() >= 0x40 && line.at(j).unicode() <= 0x7E)) ++j;
            i = j;
        } else if (kind == ']') {  // OSC: up to BEL or ESC '\'
            int j = i + 2;
            while (j < n && line.at(j).unicode() != 0x07 &&
                   !(line.at(j).unicode() == 0x1B && j + 1 < n && line.at(j + 1).unicode() == '\\'))
                ++j;
            i = (j < n && line.at(j).unicode() == 0x1B) ? j + 1 : j;
        } else {
            i += 1;  // two-character escape
        }
    }
    return out;
}

// One visual row of a record line.
struct Row {
    QString text;
    int columns = 0;
};

// Turns one record line into printable text (tabs expanded, control characters shown as
// Control Pictures, characters XML cannot carry replaced) and wraps it into rows.
QList<Row> layoutLine(const QString& raw, int wrapColumns, int maxRows, bool* cut) {
    QList<Row> rows;
    rows.append(Row{});
    int lineColumn = 0;  // for tab stops, counted over the whole line
    *cut = false;
    auto put = [&](char32_t cp, int width) -> bool {
        Row* row = &rows.last();
        if (width > 0 && row->columns + width > wrapColumns && row->columns > 0) {
            if (rows.size() >= maxRows) {
                *cut = true;
                return false;
            }
            rows.append(Row{});
            row = &rows.last();
        }
        if (cp > 0xFFFF) {
            row->text += QChar(QChar::highSurrogate(cp));
            row->text += QChar(QChar::lowSurrogate(cp));
        } else {
            row->text += QChar(char16_t(cp));
        }
        row->columns += width;
        lineColumn += width;
        return true;
    };
    const QString line = stripEscapes(raw);
    const int n = int(line.size());
    for (int i = 0; i < n; ++i) {
        char32_t cp = line.at(i).unicode();
        if (QChar::isHighSurrogate(cp) && i + 1 < n && line.at(i + 1).isLowSurrogate()) {
            cp = QChar::surrogateToUcs4(char16_t(cp), line.at(i + 1).unicode());
            ++i;
        } else if (QChar::isSurrogate(cp)) {
            cp = 0xFFFD;
        }
        if (cp == '\t') {
            const int spaces = 8 - lineColumn % 8;
            for (int s = 0; s < spaces; ++s)
                if (!put(' ', 1)) return rows;
            continue;
        }
        if (cp < 0x20) {
            cp = 0x2400 + cp;  // ␀..␟
        } else if (cp == 0x7F) {
            cp = 0x2421;  // ␡
        } else if ((cp >= 0x80 && cp <= 0x9F) || isNonCharacter(cp)) {
            cp = 0xFFFD;
        }
        if (!put(cp, RecordSvgRenderer::columnWidth(cp))) return rows;
    }
    return rows;
}

void appendCapped(QByteArray& to, const char* data, qsizetype size, qsizetype cap, bool* overflow) {
    const qsizetype room = cap - to.size();
    if (size > room) {
        *overflow = true;
        if (room > 0) to.append(data, room);
    } else {
        to.append(data, size);
    }
}

class RecordFigureBuilder {
public:
    explicit RecordFigureBuilder(const RecordRenderOptions& options) : m_opt(options) {
        m_opt.wrapColumns = std::max(m_opt.wrapColumns, 8);
        m_opt.maxLines = std::max(m_opt.maxLines, 1);
        m_opt.maxRowsPerLine = std::max(m_opt.maxRowsPerLine, 1);
        // Room for the longest line, its cut marker and the "more lines" marker.
        m_opt.maxRows = std::max(m_opt.maxRows, m_opt.maxRowsPerLine + 2);
        m_lineCap = qsizetype(m_opt.wrapColumns) * m_opt.maxRowsPerLine * 4 + 64;
    }

    QByteArray run(QIODevice& device, const QString& title, RecordRenderInfo* info) {
        // What the record is (lines, exit status, hash) comes from the one reader of records;
        // this loop only splits lines for drawing, and stops splitting past the cut.
        RecordReader reader;
        QByteArray chunk(1 << 16, Qt::Uninitialized);
        QByteArray current;  // the line being read (capped)
        bool currentOverflow = false;
        bool haveCurrent = false;
        for (;;) {
            const qint64 got = device.read(chunk.data(), chunk.size());
            if (got <= 0) {
                if (got == 0 && !device.atEnd() && device.waitForReadyRead(30000)) continue;
                break;
            }
            reader.add(QByteArrayView(chunk.constData(), got));
            const char* data = chunk.constData();
            qsizetype pos = 0;
            while (pos < got && m_drawing) {
                const void* hit = std::memchr(data + pos, '\n', size_t(got - pos));
                const qsizetype end = hit ? static_cast<const char*>(hit) - data : got;
                appendCapped(current, data + pos, end - pos, m_lineCap, &currentOverflow);
                haveCurrent = true;
                if (!hit) break;
                completeLine(current, currentOverflow);
                current.clear();
                currentOverflow = false;
                haveCurrent = false;
                pos = end + 1;
            }
        }
        const RecordFacts facts = reader.finish();
        if (m_drawing) {
            if (haveCurrent) completeLine(current, currentOverflow);
            flushPending(facts.exitStatus.has_value());
        }
        m_lines = facts.lines;
        const RecordProvenance provenance = RecordProvenance::of(
            facts, RecordSvgRenderer::rendererVersion(), RecordSvgRenderer::layoutSignature(m_opt));
        if (info) {
            info->provenance = provenance;
            info->shownLines = m_shownLines;
            info->rows = m_rows;
            info->bytes = facts.bytes;
        }
        return assemble(title, provenance);
    }

private:
    // Lines are drawn one behind, so that the last one can be recognised as `exit N`.
    // Blank lines after the pending one wait with it: it may still turn out to be the last
    // line that is not blank, the one RecordReader reads `exit N` from.
    void completeLine(const QByteArray& line, bool overflow) {
        const bool isBlank = line.trimmed().isEmpty();
        if (isBlank && m_havePending) {
            // More than can be drawn would never be drawn: count them no further.
            if (m_blanks.size() <= m_opt.maxLines) m_blanks.append({line, overflow});
            return;
        }
        flushPending(false);
        if (!m_drawing) return;
        if (isBlank) {
            drawLine(line, overflow, false);
            return;
        }
        m_pending = line;
        m_pendingOverflow = overflow;
        m_havePending = true;
    }

    void flushPending(bool pendingIsExitLine) {
        if (m_havePending) drawLine(m_pending, m_pendingOverflow, pendingIsExitLine);
        for (const auto& [bytes, overflow] : std::exchange(m_blanks, {}))
            if (m_drawing) drawLine(bytes, overflow, false);
    }

    void drawLine(const QByteArray& bytes, bool overflow, bool isExitLine) {
        m_havePending = false;
        if (m_shownLines >= m_opt.maxLines) {
            m_drawing = false;
            return;
        }
        QByteArray trimmed = bytes;
        if (overflow) {
            // The cap may split a UTF-8 sequence: drop the partial tail.
            int back = 0;
            while (back < 3 && back < trimmed.size() &&
                   (uchar(trimmed.at(trimmed.size() - 1 - back)) & 0xC0) == 0x80)
                ++back;
            if (back < trimmed.size() && (uchar(trimmed.at(trimmed.size() - 1 - back)) & 0x80))
                trimmed.chop(back + 1);
        }
        if (trimmed.endsWith('\r')) trimmed.chop(1);
        const QString text = QString::fromUtf8(trimmed);
        bool cut = false;
        QList<Row> rows = layoutLine(text, m_opt.wrapColumns, m_opt.maxRowsPerLine, &cut);
        cut = cut || overflow;
        const int needed = int(rows.size()) + (cut ? 1 : 0);
        // One row stays free for the "… N줄 더" marker.
        if (m_rows + needed > m_opt.maxRows - 1 && m_shownLines > 0) {
            m_drawing = false;
            return;
        }
        const bool command = text.startsWith(QLatin1String("$ ")) &&
                             rows.constFirst().text.startsWith(QLatin1String("$ "));
        for (int i = 0; i < rows.size(); ++i)
            drawRow(rows.at(i), i > 0, command, isExitLine, i == 0);
        if (cut) drawMarkerRow(QStringLiteral("… (잘림)"));
        ++m_shownLines;
    }

    double rowBaseline() const {
        return kHeaderHeight + kPadding / 2 + m_rows * kRowHeight + kFontSize;
    }
    double textX() const { return kPadding + kGutterColumns * kColumnWidth; }

    void drawRow(const Row& row, bool continuation, bool command, bool exitLine, bool first) {
        const QByteArray y = num(rowBaseline());
        if (continuation) {
            m_body += "<text x=\"" + num(kPadding) + "\" y=\"" + y + "\" fill=\"" + kMarker +
                      "\">↪</text>\n";
        }
        if (!row.text.isEmpty()) {
            // xml:space on each <text>: browsers do not inherit it from the group.
            m_body += "<text xml:space=\"preserve\" x=\"" + num(textX()) + "\" y=\"" + y +
                      "\" textLength=\"" + num(row.columns * kColumnWidth) +
                      "\" lengthAdjust=\"spacing\"";
            if (exitLine) m_body += QByteArray(" fill=\"") + kDim + "\"";
            m_body += ">";
            if (command && first) {
                m_body +=
                    QByteArray("<tspan fill=\"") + kPrompt + "\" font-weight=\"bold\">$ </tspan>";
                m_body += QByteArray("<tspan fill=\"") + kCommand + "\" font-weight=\"bold\">";
                HtmlEscape::appendEscaped(m_body, row.text.mid(2).toUtf8());
                m_body += "</tspan>";
            } else if (command) {
                m_body += QByteArray("<tspan fill=\"") + kCommand + "\" font-weight=\"bold\">";
                HtmlEscape::appendEscaped(m_body, row.text.toUtf8());
                m_body += "</tspan>";
            } else {
                HtmlEscape::appendEscaped(m_body, row.text.toUtf8());
            }
            m_body += "</text>\n";
        }
        ++m_rows;
    }

    void drawMarkerRow(const QString& text) {
        m_body += "<text x=\"" + num(textX()) + "\" y=\"" + num(rowBaseline()) + "\" fill=\"" +
                  kMore + "\">";
        HtmlEscape::appendEscaped(m_body, text.toUtf8());
        m_body += "</text>\n";
        ++m_rows;
    }

    QByteArray assemble(const QString& rawTitle, const RecordProvenance& p) {
        const qint64 remaining = m_lines - m_shownLines;
        if (remaining > 0) drawMarkerRow(QStringLiteral("… %1줄 더").arg(remaining));

        // The title shares the header with nothing else: one row, cut with an ellipsis.
        bool titleCut = false;
        QString title =
            layoutLine(rawTitle.left(4096), m_opt.wrapColumns - 2, 1, &titleCut).constFirst().text;
        if (titleCut) title += QStringLiteral("…");
        const QString summary = EvidenceInsertion::claim(p.lines, p.exitStatus);

        const double width = kPadding * 2 + (kGutterColumns + m_opt.wrapColumns) * kColumnWidth;
        const int rows = std::max(m_rows, 1);
        const double height = kHeaderHeight + kPadding + rows * kRowHeight + kFooterHeight;
        const QByteArray w = num(width), h = num(height);

        QByteArray out;
        out.reserve(m_body.size() + 2048);
        out += "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n";
        out += "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" + w + "\" height=\"" + h +
               "\" viewBox=\"0 0 " + w + " " + h + "\" role=\"img\" aria-label=\"";
        HtmlEscape::appendEscaped(
            out, (title.isEmpty() ? summary : title + QStringLiteral(" — ") + summary).toUtf8());
        out += "\">\n";
        out += p.metadataElement() + "\n";
        out += "<title>";
        HtmlEscape::appendEscaped(out, title.toUtf8());
        out += "</title>\n";
        out += QByteArray("<style>") + kFontStyle + "</style>\n";
        out += "<rect x=\"0.5\" y=\"0.5\" width=\"" + num(width - 1) + "\" height=\"" +
               num(height - 1) + "\" rx=\"6\" fill=\"" + kBackground + "\" stroke=\"" + kBorder +
               "\"/>\n";
        out += "<rect x=\"1\" y=\"1\" width=\"" + num(width - 2) + "\" height=\"" +
               num(kHeaderHeight - 1) + "\" rx=\"5\" fill=\"" + kBar + "\"/>\n";
        out += QByteArray("<g class=\"mono\" font-family=\"") + kFontFamily +
               "\" font-size=\"13\" fill=\"" + kDim + "\">\n";
        out += "<text x=\"" + num(kPadding) + "\" y=\"21\">";
        HtmlEscape::appendEscaped(out, title.toUtf8());
        out += "</text>\n";
        out += "<text x=\"" + num(kPadding) + "\" y=\"" + num(height - 11) + "\"";
        if (p.exitStatus && *p.exitStatus != 0) out += QByteArray(" fill=\"") + kFailed + "\"";
        out += ">";
        HtmlEscape::appendEscaped(out, summary.toUtf8());
        out += "</text>\n</g>\n";
        out += QByteArray("<g class=\"mono\" font-family=\"") + kFontFamily + "\" font-size=\"" +
               QByteArray::number(kFontSize) + "\" fill=\"" + kText + "\">\n";
        out += m_body;
        out += "</g>\n</svg>\n";
        return out;
    }

    RecordRenderOptions m_opt;
    qsizetype m_lineCap = 0;
    bool m_drawing = true;
    qint64 m_lines = 0;
    int m_shownLines = 0;
    int m_rows = 0;
    QByteArray m_pending;
    bool m_pendingOverflow = false;
    bool m_havePending = false;
    QList<std::pair<QByteArray, bool>> m_blanks;  // blank lines after the pending one
    QByteArray m_body;
};

}  // namespace

int RecordSvgRenderer::columnWidth(char32_t cp) {
    if (cp < 0x300) return 1;
    const auto* end = std::end(kWidthRanges);
    const auto* it = std::upper_bound(std::begin(kWidthRanges), end, cp,
                                      [](char32_t c, const WidthRange& r) { return c < r.lo; });
    if (it == std::begin(kWidthRanges)) return 1;
    --it;
    return cp <= it->hi ? it->width : 1;
}

QByteArray RecordSvgRenderer::render(QIODevice& record, const QString& title,
                                     const RecordRenderOptions& options, RecordRenderInfo* info) {
    RecordFigureBuilder renderer(options);
    return renderer.run(record, title, info);
}

QByteArray RecordSvgRenderer::renderFile(const QString& recordPath, const QString& title,
                                         const RecordRenderOptions& options, RecordRenderInfo* info,
                                         QString* error) {
    QFile file(recordPath);
    if (!file.open(QIODevice::ReadOnly)) {
        if (error) *error = QStringLiteral("%1: %2").arg(recordPath, file.errorString());
        return {};
    }
    return render(file, title, options, info);
}

QString RecordSvgRenderer::rendererVersion() { return QStringLiteral("techlog-record-svg/1"); }

QString RecordSvgRenderer::layoutSignature(const RecordRenderOptions& o) {
    return QStringLiteral("wrap=%1;max-lines=%2;max-rows-per-line=%3;max-rows=%4")
        .arg(std::max(o.wrapColumns, 8))
        .arg(std::max(o.maxLines, 1))
        .arg(std::max(o.maxRowsPerLine, 1))
        .arg(std::max(o.maxRows, std::max(o.maxRowsPerLine, 1) + 2));
}

std::optional<QByteArray> RecordSvgRenderer::draw(const QString& key, const QString& recordPath,
                                                  QString* error) const {
    const QByteArray svg = renderFile(recordPath, key, m_options, nullptr, error);
    if (svg.isEmpty()) return std::nullopt;
    return svg;
}

}  // namespace techlog
