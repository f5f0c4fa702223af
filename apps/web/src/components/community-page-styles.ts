// the Mantine component styles the community pages use (each page loads only what it renders)
import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/Skeleton.layer.css';
import '@mantine/core/styles/Table.layer.css';
