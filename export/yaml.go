package export

import (
	"bytes"
	"fmt"
	"strconv"

	"go.yaml.in/yaml/v3"
)

// The judges' YAML files are built as yaml.Node trees rather than from
// structs so that key order, flow style ([AC, WA]) and comments are chosen
// here, and every string is still quoted by the encoder when it must be.

// ymap builds a mapping from alternating keys and values.
func ymap(kv ...*yaml.Node) *yaml.Node {
	return &yaml.Node{Kind: yaml.MappingNode, Content: kv}
}

// yflowMap is a mapping written on one line: {in: a, out: b}.
func yflowMap(kv ...*yaml.Node) *yaml.Node {
	n := ymap(kv...)
	n.Style = yaml.FlowStyle
	return n
}

// yseq builds a block sequence.
func yseq(items ...*yaml.Node) *yaml.Node {
	return &yaml.Node{Kind: yaml.SequenceNode, Content: items}
}

// yflowSeq is a sequence written on one line: [AC, WA].
func yflowSeq(items ...*yaml.Node) *yaml.Node {
	n := yseq(items...)
	n.Style = yaml.FlowStyle
	return n
}

// ystr is a string scalar; the encoder quotes it if it would read back as
// anything else (a number, a date, a boolean).
func ystr(s string) *yaml.Node {
	return &yaml.Node{Kind: yaml.ScalarNode, Tag: "!!str", Value: s}
}

// yint is an integer scalar.
func yint(i int64) *yaml.Node {
	return &yaml.Node{Kind: yaml.ScalarNode, Tag: "!!int", Value: strconv.FormatInt(i, 10)}
}

// ybool is a boolean scalar.
func ybool(b bool) *yaml.Node {
	return &yaml.Node{Kind: yaml.ScalarNode, Tag: "!!bool", Value: strconv.FormatBool(b)}
}

// yfloat is a float scalar, written exactly and with a decimal point.
func yfloat(f float64) *yaml.Node {
	s := strconv.FormatFloat(f, 'f', -1, 64)
	if _, err := strconv.ParseInt(s, 10, 64); err == nil {
		s += ".0"
	}
	return &yaml.Node{Kind: yaml.ScalarNode, Tag: "!!float", Value: s}
}

// ynum is a number scalar: an integer when f is whole, else a float.
func ynum(f float64) *yaml.Node {
	if i, ok := wholeNumber(f); ok {
		return yint(i)
	}
	return yfloat(f)
}

// encodeYAML renders a document with two-space indentation.
func encodeYAML(doc *yaml.Node) ([]byte, error) {
	var b bytes.Buffer
	enc := yaml.NewEncoder(&b)
	enc.SetIndent(2)
	if err := enc.Encode(doc); err != nil {
		return nil, fmt.Errorf("encode yaml: %w", err)
	}
	if err := enc.Close(); err != nil {
		return nil, fmt.Errorf("encode yaml: %w", err)
	}
	return b.Bytes(), nil
}

// writeYAML encodes doc into outDir/rel.
func writeYAML(outDir, rel string, doc *yaml.Node) error {
	data, err := encodeYAML(doc)
	if err != nil {
		return fmt.Errorf("%s: %w", rel, err)
	}
	return writeFile(outDir, rel, data)
}
